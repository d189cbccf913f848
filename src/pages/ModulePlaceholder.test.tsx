import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ModulePlaceholder, { NO_SCREENS_TEXT } from './ModulePlaceholder';

const renderAt = (path: string, props = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ModulePlaceholder {...props} />
    </MemoryRouter>,
  );

describe('ModulePlaceholder', () => {
  it.each([
    ['/sales', ['Glorifire', 'Sales']],
    ['/my-kra/performance', ['Menu', 'Faculties KRA', 'Faculty KRA Performance']],
    ['/report/ptm-report/generate?x=1', ['Institute', 'Reports', 'PTM Report']],
  ])('at %s shows the breadcrumb %j, the title and the no-screens text', (path, crumbs) => {
    renderAt(path);
    const nav = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect([...nav.querySelectorAll('li p, li span')].map((n) => n.textContent).filter(Boolean)).toEqual(crumbs);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(crumbs[crumbs.length - 1]);
    expect(screen.getByText(NO_SCREENS_TEXT)).toBeInTheDocument();
    expect(NO_SCREENS_TEXT).toBe('This module has no screens in this console yet.');
  });

  it('takes title and category from props', () => {
    renderAt('/anywhere', { title: 'Custom Module', category: 'Somewhere' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom Module');
    expect(screen.getByText('Somewhere')).toBeInTheDocument();
  });
});
