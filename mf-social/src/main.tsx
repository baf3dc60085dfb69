// Standalone entry: this remote on its own origin, with the same providers the shell gives it.
import { mountStandalone } from '@univida/shared-auth';
import { BrowserRouter } from '@univida/shared-router';
import App from './app';

void mountStandalone(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
);
