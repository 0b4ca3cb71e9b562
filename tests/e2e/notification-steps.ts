import type { Page } from 'playwright-core';
import { DESKTOP } from './harness';

/** Below md the member area has its tab bar: 'Notificações' is a tab and a screen (/notificacoes); from md up, the header's bell and its panel. */
const phone = (page: Page) => (page.viewportSize()?.width ?? DESKTOP.width) < 768;

/** The unread count beside the bell, or on the phone's tab. */
export const notificationBadge = (page: Page) => page.getByTestId(phone(page) ? 'tab-notification-badge' : 'notification-badge');

/** The bell, or the phone's tab. */
export const notificationsEntry = (page: Page) =>
  phone(page)
    ? page.getByRole('navigation', { name: 'Navegação do membro' }).getByRole('link', { name: /Notificações/ })
    : page.getByRole('button', { name: /Notificações/ });

/** Opens the notifications: the bell's panel, or the phone's screen. Returns what lists them. */
export async function openNotifications(page: Page) {
  await notificationsEntry(page).click();
  return phone(page) ? page.getByRole('region', { name: 'Notificações' }) : page.getByRole('dialog', { name: 'Notificações' });
}
