import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TrainingPopup } from './TrainingPopup';
import { GOT_IT, REDIRECT_BODY, REDIRECT_HEADER, UNAVAILABLE_HEADER } from './texts';

describe('TrainingPopup', () => {
  it('shows the redirecting texts with no way to close it', () => {
    const onClose = vi.fn();
    render(<TrainingPopup state={{ view: 'redirecting' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: REDIRECT_HEADER })).toBeInTheDocument();
    expect(screen.getByText(REDIRECT_BODY)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the account-unavailable text, closed only by 'Got It'", () => {
    const onClose = vi.fn();
    render(<TrainingPopup state={{ view: 'unavailable' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: UNAVAILABLE_HEADER })).toHaveTextContent(/account manager/);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: GOT_IT }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers the link when the tab was blocked', () => {
    render(<TrainingPopup state={{ view: 'blocked', link: 'https://t.example/?authToken=x' }} onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Open Glorifire' })).toHaveAttribute('href', 'https://t.example/?authToken=x');
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<TrainingPopup state={{ view: 'hidden' }} onClose={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
