import { defineConfig } from "@microsoft/tui-test";

// tui-test's defaults but one worker, as go test runs TestBubbleTea
// -count times one after another.
export default defineConfig({ workers: 1, retries: 0 });
