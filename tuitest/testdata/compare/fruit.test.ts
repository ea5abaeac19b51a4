// The scenario of tuitest's TestBubbleTea in @microsoft/tui-test, for
// compare.sh: the same program (testdata/tui/fruit, built to $FRUIT), the
// same waits and keys, $RUNS tests. MODE=program starts the program as
// tui-test's program option does; MODE=shell types its path at bash, the
// way tui-test starts a shell by default.
import { test, expect } from "@microsoft/tui-test";

const fruit = process.env.FRUIT ?? "fruit";
const viaShell = process.env.MODE === "shell";
test.use(viaShell ? { columns: 40, rows: 14 } : { program: { file: fruit }, columns: 40, rows: 14 });

const runs = Number(process.env.RUNS ?? "1");
for (let i = 0; i < runs; i++) {
  test(`fruit ${i}`, async ({ terminal }) => {
    if (viaShell) {
      terminal.submit(fruit);
    }
    await expect(terminal.getByText("> Apple")).toBeVisible();
    terminal.write("j");
    await expect(terminal.getByText("> Banana")).toBeVisible();
    terminal.keyDown();
    await expect(terminal.getByText("> Cherry")).toBeVisible();
    await expect(terminal).toMatchSnapshot();
    terminal.submit();
    await expect(terminal.getByText("Note for Cherry:")).toBeVisible();
    terminal.write("ripe, sweet");
    await expect(terminal.getByText("ripe, sweet")).toBeVisible();
    terminal.submit();
    await expect(terminal.getByText("Picked Cherry: ripe, sweet")).toBeVisible();
  });
}
