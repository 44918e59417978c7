import { render } from 'preact';
import '../../ui/shared/theme.css';
import '../../ui/leads/leads.css';
import { SidePanel } from '../../ui/leads/SidePanel';

render(<SidePanel />, document.getElementById('app')!);
