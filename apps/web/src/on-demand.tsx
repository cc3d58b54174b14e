import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLimitsOnDemand } from '@bet/limits-ui';
import { loadMediaOnDemand } from '@bet/media-ui';
import { loadRemoteAppsOnDemand } from '@bet/remote-apps-ui';
import { loadSessionOnDemand } from '@bet/session-ui';
import { NotFoundPage } from '@bet/site-ui';
import { Spinner, useAfterPaint } from '@bet/ui';
import { lazyComponent } from './lazy-route';

/**
 * The layouts' parts loaded after the first paint (issue 16: dialogs and the floating player
 * load on demand): nothing of them shows until the player opens one, so their boundary draws
 * nothing meanwhile, and they start loading only once the first frame is on screen.
 */
const SessionOverlays = lazyComponent(loadSessionOnDemand, (m) => m.SessionOverlays);
const LimitsOverlays = lazyComponent(loadLimitsOnDemand, (m) => m.LimitsOverlays);
const MediaHost = lazyComponent(loadMediaOnDemand, (m) => m.MediaHost);
const RemoteFooter = lazyComponent(loadRemoteAppsOnDemand, (m) => m.RemoteFooter);
const RemoteTechnicalPage = lazyComponent(loadRemoteAppsOnDemand, (m) => m.RemoteTechnicalPage);

function Deferred({ children }: { children: ReactNode }) {
  return useAfterPaint() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function DeferredSessionOverlays() {
  return (
    <Deferred>
      <SessionOverlays />
    </Deferred>
  );
}

export function DeferredLimitsOverlays() {
  return (
    <Deferred>
      <LimitsOverlays />
    </Deferred>
  );
}

export function DeferredMediaHost() {
  return (
    <Deferred>
      <MediaHost />
    </Deferred>
  );
}

/** The footer's remote part (spec 02 §1): below the fold, and remote content that comes later anyway. */
export function DeferredRemoteFooter() {
  return (
    <Deferred>
      <RemoteFooter />
    </Deferred>
  );
}

/**
 * Spec 01 §2: an unmatched path shows the remote technical error page; spec 02 §8: if that fails,
 * an inline error (the NotFoundPage texts). A labelled spinner while its chunk loads.
 */
export function TechnicalPage() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('main_loading')} />}>
      <RemoteTechnicalPage fallback={<NotFoundPage />} />
    </Suspense>
  );
}
