// Every chart of the page is drawn here, into the OffscreenCanvas its page transferred:
// chart.js's code, layout and drawing stay off the main thread, which only sends figures.
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { registerChartParts } from './chart-parts';
import { createChartHost } from './chart-host';
import { type ChartWorker } from './chart-protocol';

registerChartParts();
answerCalls<ChartWorker>(createChartHost());
