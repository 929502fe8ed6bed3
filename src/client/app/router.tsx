import { Navigate, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { DocumentTitle, type RouteHandle } from '#client/app/document-title.tsx';
import { lazyScreen } from '#client/app/lazy-screen.ts';
import { NotFoundPage } from '#client/app/not-found-page.tsx';
import { RootLayout } from '#client/app/root-layout.tsx';
import { RouteErrorPage } from '#client/app/route-error-page.tsx';
import { RequireAuth } from '#client/features/auth/components/require-auth.tsx';
// The landing page is the first screen most visitors see: it comes with the first bundle, so it
// paints without waiting for one more chunk and the footer never shows above it first.
import { LandingPage } from '#client/features/landing/components/landing-page.tsx';

const SignInPage = lazyScreen(() =>
  import('#client/features/auth/components/sign-in-page.tsx').then((m) => m.SignInPage),
);
const StudioPage = lazyScreen(() =>
  import('#client/features/studio/components/studio-page.tsx').then((m) => m.StudioPage),
);
const ProfileLayout = lazyScreen(() =>
  import('#client/features/profile/components/profile-layout.tsx').then((m) => m.ProfileLayout),
);
const SubscriptionSection = lazyScreen(() =>
  import('#client/features/profile/components/subscription-section.tsx').then(
    (m) => m.SubscriptionSection,
  ),
);
const TeamsSection = lazyScreen(() =>
  import('#client/features/profile/components/teams-section.tsx').then((m) => m.TeamsSection),
);
const TemplatesSection = lazyScreen(() =>
  import('#client/features/profile/components/templates-section.tsx').then(
    (m) => m.TemplatesSection,
  ),
);
const LogosSection = lazyScreen(() =>
  import('#client/features/profile/components/logos-section.tsx').then((m) => m.LogosSection),
);
const BackgroundsSection = lazyScreen(() =>
  import('#client/features/profile/components/backgrounds-section.tsx').then(
    (m) => m.BackgroundsSection,
  ),
);
const ProfileOverview = lazyScreen(() =>
  import('#client/features/profile/components/profile-overview.tsx').then((m) => m.ProfileOverview),
);
const SettingsSection = lazyScreen(() =>
  import('#client/features/profile/components/settings-section.tsx').then((m) => m.SettingsSection),
);
const DeleteAccountSection = lazyScreen(() =>
  import('#client/features/profile/components/delete-account-section.tsx').then(
    (m) => m.DeleteAccountSection,
  ),
);
const DemoCheckoutPage = lazyScreen(() =>
  import('#client/features/billing/components/demo-checkout-page.tsx').then(
    (m) => m.DemoCheckoutPage,
  ),
);
const DemoPortalPage = lazyScreen(() =>
  import('#client/features/billing/components/demo-portal-page.tsx').then((m) => m.DemoPortalPage),
);
const TemplateEditorPage = lazyScreen(() =>
  import('#client/features/editor/components/template-editor-page.tsx').then(
    (m) => m.TemplateEditorPage,
  ),
);
const legal = () => import('#client/features/legal/components/legal-page.tsx');
const ImprintPage = lazyScreen(() => legal().then((m) => m.ImprintPage));
const PrivacyPolicyPage = lazyScreen(() => legal().then((m) => m.PrivacyPolicyPage));
const PrivacyPolicyDePage = lazyScreen(() => legal().then((m) => m.PrivacyPolicyDePage));
const TermsPage = lazyScreen(() => legal().then((m) => m.TermsPage));
const TermsDePage = lazyScreen(() => legal().then((m) => m.TermsDePage));

/** /templates/edit/:id and /templates/:id moved into the profile area. */
function TemplateEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/profile/templates/edit/${encodeURIComponent(id)}`} replace />;
}

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <RootLayout />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        path: 'auth',
        element: <SignInPage />,
        handle: { title: (t) => t('screens.auth.title') } satisfies RouteHandle,
      },

      {
        path: 'studio',
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: 'studio/:sport',
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: 'studio/:sport/:clubId',
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: 'studio/:sport/:clubId/:teamId',
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      // gameIds: one id or a comma list of up to three.
      {
        path: 'studio/:sport/:clubId/:teamId/:gameIds',
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },

      {
        path: 'profile/templates/new',
        handle: { title: (t) => t('screens.editor.newTitle') } satisfies RouteHandle,
        element: (
          <RequireAuth paid>
            <TemplateEditorPage />
          </RequireAuth>
        ),
      },
      {
        path: 'profile/templates/edit/:id',
        handle: { title: (t) => t('screens.editor.editTitle') } satisfies RouteHandle,
        element: (
          <RequireAuth paid>
            <TemplateEditorPage />
          </RequireAuth>
        ),
      },
      {
        path: 'profile',
        handle: { title: (t) => t('screens.profile.overview') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <ProfileLayout />
          </RequireAuth>
        ),
        children: [
          {
            index: true,
            element: <ProfileOverview />,
            handle: { title: (t) => t('screens.profile.overview') } satisfies RouteHandle,
          },
          {
            path: 'subscription',
            element: <SubscriptionSection />,
            handle: { title: (t) => t('screens.profile.subscription') } satisfies RouteHandle,
          },
          {
            path: 'teams',
            element: <TeamsSection />,
            handle: { title: (t) => t('screens.profile.teams') } satisfies RouteHandle,
          },
          {
            path: 'templates',
            element: <TemplatesSection />,
            handle: { title: (t) => t('screens.profile.templates') } satisfies RouteHandle,
          },
          {
            path: 'logos',
            element: <LogosSection />,
            handle: { title: (t) => t('screens.profile.logos') } satisfies RouteHandle,
          },
          {
            path: 'backgrounds',
            element: <BackgroundsSection />,
            handle: { title: (t) => t('screens.profile.backgrounds') } satisfies RouteHandle,
          },
          {
            path: 'settings',
            element: <SettingsSection />,
            handle: { title: (t) => t('screens.profile.settings') } satisfies RouteHandle,
          },
          {
            path: 'delete',
            element: <DeleteAccountSection />,
            handle: { title: (t) => t('screens.profile.delete') } satisfies RouteHandle,
          },
          { path: '*', element: <Navigate to="/profile" replace /> },
        ],
      },

      // The demo billing provider's checkout and portal (no payment provider configured).
      {
        path: 'billing/demo/checkout',
        handle: { title: (t) => t('billing.checkout.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <DemoCheckoutPage />
          </RequireAuth>
        ),
      },
      {
        path: 'billing/demo/portal',
        handle: { title: (t) => t('billing.portal.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <DemoPortalPage />
          </RequireAuth>
        ),
      },

      { path: 'templates', element: <Navigate to="/profile/templates" replace /> },
      { path: 'templates/new', element: <Navigate to="/profile/templates/new" replace /> },
      { path: 'templates/edit/:id', element: <TemplateEditRedirect /> },
      { path: 'templates/:id', element: <TemplateEditRedirect /> },

      {
        path: 'impressum',
        element: <ImprintPage />,
        handle: { title: (t) => t('footer.imprint') } satisfies RouteHandle,
      },
      {
        path: 'privacy-policy',
        element: <PrivacyPolicyPage />,
        handle: { title: (t) => t('footer.privacy') } satisfies RouteHandle,
      },
      {
        path: 'privacy-policy-de',
        element: <PrivacyPolicyDePage />,
        handle: { title: (t) => t('footer.privacy') } satisfies RouteHandle,
      },
      {
        path: 'terms-and-conditions',
        element: <TermsPage />,
        handle: { title: (t) => t('footer.terms') } satisfies RouteHandle,
      },
      {
        path: 'terms-and-conditions-de',
        element: <TermsDePage />,
        handle: { title: (t) => t('footer.terms') } satisfies RouteHandle,
      },

      {
        path: '*',
        element: <NotFoundPage />,
        handle: { title: (t) => t('notFound.title') } satisfies RouteHandle,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
