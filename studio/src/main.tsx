import { render } from 'preact';
import { App } from './app';
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
render(<App />, document.getElementById('app')!);
