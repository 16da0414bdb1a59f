// The app in a DOM: a signed-out deep link goes to /login and remembers where it came from; the sign-in
// form shows its validation messages (Thai by default) without calling the server.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { App } from './app';
import { routes } from './router';

const orgId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => {
  session.clear();
});

describe('app', () => {
  it('sends a signed-out deep link to /login?next=… and validates the sign-in form', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const router = createMemoryRouter(routes, { initialEntries: [`/${orgId}/contacts?page=2`] });
    render(<App router={router} />);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/${orgId}/contacts?page=2`);

    const submit = await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    fireEvent.click(submit);
    // Both fields are required; nothing is sent.
    expect(await screen.findAllByText('จำเป็นต้องกรอก')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/อีเมล/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/รหัสผ่าน/), { target: { value: 'secret' } });
    fireEvent.click(submit);
    expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
