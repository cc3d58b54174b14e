import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { casinoLobbyOpened, casinoLobbyRetryRequested, selectCasinoLobby } from '@bet/casino';
import { ProvidersView } from '../providers-view';

/** Spec 01 §2 providers. */
export function CasinoProvidersPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const lobby = useSelector(selectCasinoLobby);
  useEffect(() => {
    dispatch(casinoLobbyOpened());
  }, [dispatch]);
  return (
    <ProvidersView
      language={i18n.language}
      status={lobby.status}
      providers={lobby.providers}
      onRetry={() => dispatch(casinoLobbyRetryRequested())}
    />
  );
}
