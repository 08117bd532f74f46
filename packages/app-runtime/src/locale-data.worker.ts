import { type LocaleDataWorker } from './locale-data';
import { formatLocaleWarmUp } from './locale-warm-up';
import { answerCalls } from './worker-rpc';

// Loads ICU's it-IT data off the main thread when the page asks (see warmLocaleData).
answerCalls<LocaleDataWorker>({
  warm: () => {
    formatLocaleWarmUp();
  },
});
