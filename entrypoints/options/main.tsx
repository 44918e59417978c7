import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/options/options.css';
import { App } from '../../ui/options/App';

render(<App />, document.getElementById('app')!);
