import { completeProfileThroughApi, openAs, signInThroughApi } from './support/api.ts';
import { expect, storedUser, test, toast } from './support/portal.ts';

// Real API round trips and axe scans: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('session upkeep', () => {
  test('a stored token refreshes the user on load, so the header shows the current name', async ({
    page,
    profiledUser,
  }) => {
    await openAs(page, '/about-us', { token: profiledUser.token, user: { ...profiledUser.user, name: 'Old Name' } });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Asha Mehta' })).toBeVisible();
    expect(await storedUser(page)).toMatchObject({
      name: 'Asha Mehta',
      isProfileCompleted: true,
      isApplicationSubmitted: false,
    });
  });

  test('a refused token signs the visitor out cleanly on a public page', async ({ page }) => {
    await openAs(page, '/contact', { token: 'revoked-token', user: { name: 'Asha Mehta', isProfileCompleted: true } });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('a refused token on a portal page goes to /login with the reason, to come back after sign-in', async ({
    page,
  }) => {
    await openAs(page, '/profile', { token: 'revoked-token', user: { name: 'Asha Mehta', isProfileCompleted: true } });
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await expect(toast(page, 'Your session is invalid or has expired. Please sign in again')).toBeVisible();
  });

  test('signing out in another tab sends a portal page to /login, to come back after sign-in', async ({
    context,
    profiledUser,
  }) => {
    const portal = await context.newPage();
    await openAs(portal, '/application', profiledUser);
    await expect(portal.getByLabel('Full Name', { exact: true })).toHaveValue('Asha Mehta');

    const other = await context.newPage();
    await other.goto('/favicon.svg');
    await other.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await expect(portal).toHaveURL(/\/login\?returnTo=%2Fapplication$/);
  });

  test('"Sign out everywhere" on /profile ends the sessions on the server, then signs this browser out', async ({
    page,
    request,
  }) => {
    // A user of its own: the shared fixtures' sessions must outlive this test.
    const user = await completeProfileThroughApi(request, await signInThroughApi(request));
    await openAs(page, '/profile', user);
    const button = page.getByRole('button', { name: 'Sign out everywhere' });
    await expect(button).toBeVisible();
    const call = page.waitForRequest((r) => r.url().endsWith('/api/logout?all=1') && r.method() === 'POST');
    await button.click();
    await call;
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Signed out on every device')).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    const after = await request.get('/api/user-details', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(after.status()).toBe(401);
  });

  test('"Sign out everywhere" keeps the session and says so when the server cannot confirm', async ({
    page,
    profiledUser,
  }) => {
    await openAs(page, '/profile', profiledUser);
    await page.route('**/api/logout?all=1', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page, 'Could not sign out on every device. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await storedUser(page)).not.toBeNull();
  });
});
