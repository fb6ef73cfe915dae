import { render } from 'preact';
import { App } from './app';
import { EmbedApp } from './embed/embed-app';
import { applyTheme } from './ui/theme';
import './ui/tokens.css';
import './ui/base.css';
import './ui/controls.css';
import './ui/overlays.css';
import './ui/layout.css';
import './pages.css';
import './editor/editor.css';
import './editor/canvas.css';
import './editor/data/data.css';
import './editor/sizes/sizes.css';

applyTheme();
// The same app serves the embeddable editor at /embed/<uuid> (src/studio/embed-page.ts).
const embedded = location.pathname.startsWith('/embed/');
render(embedded ? <EmbedApp /> : <App />, document.getElementById('app')!);
