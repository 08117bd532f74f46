// Every chart of the page is drawn here, into the OffscreenCanvas its page transferred:
// chart.js's code, layout and drawing stay off the main thread, which only posts figures.
import { registerChartParts } from './chart-parts';
import { createChartHost } from './chart-host';
import { type ChartReply, type ChartRequest } from './chart-protocol';

// The package's TypeScript lib is the DOM one; in a dedicated worker `self` posts to the page.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChartRequest>) => void) | null;
  postMessage: (message: ChartReply) => void;
};

registerChartParts();
const host = createChartHost((message) => scope.postMessage(message));
scope.onmessage = ({ data }) => host.handle(data);
