import { configure } from '@testing-library/react';

// Lazy screens load on first render; give findBy queries room on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
