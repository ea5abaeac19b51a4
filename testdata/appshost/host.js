// An MCP Apps host for agentty's tests, built on the SDK's host side
// (AppBridge) and its MCP client: it connects to agentty over Streamable
// HTTP at /mcp, declaring the extension; the test plays the agent through
// window.host.agent(tool, args), and when the tool names a UI resource the
// host reads it and renders it beside the result, as a web host must: in a
// sandbox proxy of another origin (?sandbox=URL), passing the tool's input
// and result to the view. The view's own calls go to agentty through the
// same client, only to tools whose visibility includes the app; the
// model's tools are those whose visibility includes the model.
import { AppBridge, PostMessageTransport, getToolUiResourceUri, isToolVisibilityAppOnly } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const hostInfo = { name: 'agentty-test-host', version: '1' };
const sandbox = new URL(location.href).searchParams.get('sandbox');
const client = new Client(hostInfo, {
  capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } },
});
let tools = [];

const appCalls = [];

async function render(uri, tool, args, result) {
  const res = await client.readResource({ uri });
  const content = res.contents[0];
  if (content.mimeType !== 'text/html;profile=mcp-app') throw new Error('the resource is ' + content.mimeType);
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.src = sandbox;
  document.body.appendChild(frame);
  const bridge = new AppBridge(client, hostInfo, { serverTools: {}, serverResources: {}, logging: {} },
    { hostContext: { theme: 'dark', displayMode: 'inline', platform: 'web', toolInfo: { tool } } });
  const initialized = new Promise((resolve) => bridge.addEventListener('initialized', resolve));
  bridge.addEventListener('sandboxready', () => {
    bridge.sendSandboxResourceReady({ html: content.text, csp: content._meta && content._meta.ui && content._meta.ui.csp });
  });
  bridge.addEventListener('sizechange', ({ height }) => { if (height) frame.style.height = Math.min(height, 600) + 'px'; });
  await bridge.connect(new PostMessageTransport(frame.contentWindow, frame.contentWindow));
  const forward = bridge.oncalltool;
  bridge.oncalltool = async (params, extra) => {
    const t = tools.find((x) => x.name === params.name);
    const vis = t && t._meta && t._meta.ui && t._meta.ui.visibility;
    if (!t || (vis && !vis.includes('app'))) throw new Error('the view may not call ' + params.name);
    appCalls.push(params.name);
    return forward(params, extra);
  };
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  await bridge.sendToolResult(result);
  return bridge;
}

window.host = {
  ready: (async () => {
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', location.href)));
    tools = (await client.listTools()).tools;
  })(),
  // The names of the tools the model is shown.
  modelTools: () => tools.filter((t) => !isToolVisibilityAppOnly(t)).map((t) => t.name),
  appCalls,
  // The agent calls a tool; the result is shown in its app when it names one.
  async agent(name, args) {
    const tool = tools.find((t) => t.name === name);
    const result = await client.callTool({ name, arguments: args });
    const uri = tool && getToolUiResourceUri(tool);
    if (uri) await render(uri, tool, args, result);
    return result;
  },
};
