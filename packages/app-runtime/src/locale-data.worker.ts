import { formatSamples } from '@traguardo/domain/format';
import { type LocaleDataWorker } from './locale-data';
import { answerCalls } from './worker-rpc';

// Loads ICU's it-IT data off the main thread when the page asks (see warmLocaleData).
answerCalls<LocaleDataWorker>({
  warm: () => {
    formatSamples();
  },
});
