// A list's dialogs come with their chunk when first opened (dialogs.tsx): until it has come, a backdrop with a
// spinner; then the dialog, and at once on every later opening.
import { render, screen } from '@testing-library/react';
import { lazyDialog } from './dialogs';

describe('lazyDialog', () => {
  it('shows the opening spinner until the dialog has come, and the dialog at once the next time', async () => {
    let arrive!: (c: (p: { title: string }) => React.ReactNode) => void;
    const Shown = lazyDialog(() => new Promise<(p: { title: string }) => React.ReactNode>((resolve) => { arrive = resolve; }));
    const first = render(<Shown title="Deactivate" />);
    expect(screen.getByRole('progressbar', { name: 'Opening' })).toBeInTheDocument();
    arrive(({ title }) => <div role="dialog" aria-label={title} />);
    expect(await screen.findByRole('dialog', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    first.unmount();
    render(<Shown title="Again" />);
    expect(screen.getByRole('dialog', { name: 'Again' })).toBeInTheDocument();
  });
});
