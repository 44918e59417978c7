import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/popup/popup.css';
import '../../ui/leads/leads.css';
import { App } from '../../ui/popup/App';

render(<App />, document.getElementById('app')!);
