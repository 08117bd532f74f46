import { formatSamples } from '@traguardo/domain/format';

// Loads ICU's it-IT data off the main thread (see warmLocaleData), then ends.
formatSamples();
self.close();
