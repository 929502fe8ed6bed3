import { Navigate, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { appPaths } from '#shared/site/app-paths.ts';
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
const WeekendPage = lazyScreen(() =>
  import('#client/features/weekend/components/weekend-page.tsx').then((m) => m.WeekendPage),
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
const ChannelsSection = lazyScreen(() =>
  import('#client/features/profile/components/channels-section.tsx').then((m) => m.ChannelsSection),
);
const SponsorsSection = lazyScreen(() =>
  import('#client/features/profile/components/sponsors-section.tsx').then((m) => m.SponsorsSection),
);
const PublicationsPage = lazyScreen(() =>
  import('#client/features/publishing/components/publications-page.tsx').then(
    (m) => m.PublicationsPage,
  ),
);
const ProfileOverview = lazyScreen(() =>
  import('#client/features/profile/components/profile-overview.tsx').then((m) => m.ProfileOverview),
);
const WorkspaceSection = lazyScreen(() =>
  import('#client/features/profile/components/workspace-section.tsx').then(
    (m) => m.WorkspaceSection,
  ),
);
const InvitationPage = lazyScreen(() =>
  import('#client/features/invitations/components/invitation-page.tsx').then(
    (m) => m.InvitationPage,
  ),
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

/**
 * Every route of docs/product.md section 2, by the paths in `#shared/site/app-paths.ts`: the server answers
 * 404 for any other path, so a route added here without its path there would be a 404.
 */
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
        path: appPaths.auth,
        element: <SignInPage />,
        handle: { title: (t) => t('screens.auth.title') } satisfies RouteHandle,
      },

      {
        path: appPaths.studio,
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: appPaths.studioSport,
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: appPaths.studioClub,
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      {
        path: appPaths.studioTeam,
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },
      // gameIds: one id or a comma list of up to three.
      {
        path: appPaths.studioGames,
        element: <StudioPage />,
        handle: { title: (t) => t('screens.studio.title') } satisfies RouteHandle,
      },

      {
        path: appPaths.weekend,
        handle: { title: (t) => t('screens.weekend.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <WeekendPage />
          </RequireAuth>
        ),
      },
      {
        path: appPaths.templateNew,
        handle: { title: (t) => t('screens.editor.newTitle') } satisfies RouteHandle,
        element: (
          <RequireAuth paid>
            <TemplateEditorPage />
          </RequireAuth>
        ),
      },
      {
        path: appPaths.templateEdit,
        handle: { title: (t) => t('screens.editor.editTitle') } satisfies RouteHandle,
        element: (
          <RequireAuth paid>
            <TemplateEditorPage />
          </RequireAuth>
        ),
      },
      {
        path: appPaths.profile,
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
            path: appPaths.profileWorkspace,
            element: <WorkspaceSection />,
            handle: { title: (t) => t('screens.profile.workspace') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileSubscription,
            element: <SubscriptionSection />,
            handle: { title: (t) => t('screens.profile.subscription') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileTeams,
            element: <TeamsSection />,
            handle: { title: (t) => t('screens.profile.teams') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileTemplates,
            element: <TemplatesSection />,
            handle: { title: (t) => t('screens.profile.templates') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileLogos,
            element: <LogosSection />,
            handle: { title: (t) => t('screens.profile.logos') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileBackgrounds,
            element: <BackgroundsSection />,
            handle: { title: (t) => t('screens.profile.backgrounds') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileSponsors,
            element: <SponsorsSection />,
            handle: { title: (t) => t('screens.profile.sponsors') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileChannels,
            element: <ChannelsSection />,
            handle: { title: (t) => t('screens.profile.channels') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileSettings,
            element: <SettingsSection />,
            handle: { title: (t) => t('screens.profile.settings') } satisfies RouteHandle,
          },
          {
            path: appPaths.profileDelete,
            element: <DeleteAccountSection />,
            handle: { title: (t) => t('screens.profile.delete') } satisfies RouteHandle,
          },
          { path: appPaths.profileOther, element: <Navigate to={appPaths.profile} replace /> },
        ],
      },

      {
        path: appPaths.publications,
        handle: { title: (t) => t('screens.publications.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <PublicationsPage />
          </RequireAuth>
        ),
      },

      // An invitation to a club workspace: open to everyone, it asks for sign-in itself.
      {
        path: appPaths.invitation,
        element: <InvitationPage />,
        handle: { title: (t) => t('screens.invitation.title') } satisfies RouteHandle,
      },

      // The demo billing provider's checkout and portal (no payment provider configured).
      {
        path: appPaths.demoCheckout,
        handle: { title: (t) => t('billing.checkout.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <DemoCheckoutPage />
          </RequireAuth>
        ),
      },
      {
        path: appPaths.demoPortal,
        handle: { title: (t) => t('billing.portal.title') } satisfies RouteHandle,
        element: (
          <RequireAuth>
            <DemoPortalPage />
          </RequireAuth>
        ),
      },

      { path: appPaths.oldTemplates, element: <Navigate to="/profile/templates" replace /> },
      { path: appPaths.oldTemplateNew, element: <Navigate to="/profile/templates/new" replace /> },
      { path: appPaths.oldTemplateEdit, element: <TemplateEditRedirect /> },
      { path: appPaths.oldTemplate, element: <TemplateEditRedirect /> },

      {
        path: appPaths.imprint,
        element: <ImprintPage />,
        handle: { title: (t) => t('footer.imprint') } satisfies RouteHandle,
      },
      {
        path: appPaths.privacy,
        element: <PrivacyPolicyPage />,
        handle: { title: (t) => t('footer.privacy') } satisfies RouteHandle,
      },
      {
        path: appPaths.privacyDe,
        element: <PrivacyPolicyDePage />,
        handle: { title: (t) => t('footer.privacy') } satisfies RouteHandle,
      },
      {
        path: appPaths.terms,
        element: <TermsPage />,
        handle: { title: (t) => t('footer.terms') } satisfies RouteHandle,
      },
      {
        path: appPaths.termsDe,
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
