import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  callbackRequested,
  chatMessageSendRequested,
  chatRepliesReadRequested,
  inboxOpened,
  messageOpened,
  selectCallbackStatus,
  selectEmailStatus,
  selectInbox,
  selectLastUnreadReplyId,
  selectSupportChat,
  supportChatClosed,
  supportChatOpened,
  supportEmailRequested,
} from '@bet/support';
import { usePageTitle } from '@bet/ui';
import { CallbackForm } from '../callback-form';
import { EmailForm } from '../email-form';
import { Inbox } from '../inbox';
import { SupportChat } from '../support-chat';
import styles from '../support.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec 01 §2 office `support`: the chat with the support (polled while the page is open), the
 * player's messages, a callback request and the e-mail form. The sections' ids (`chat`,
 * `messages`, `callback`, `email`) are where the header's markers and the support button lead.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const chat = useSelector(selectSupportChat);
  const lastUnreadId = useSelector(selectLastUnreadReplyId);
  const inbox = useSelector(selectInbox);
  const callbackStatus = useSelector(selectCallbackStatus);
  const emailStatus = useSelector(selectEmailStatus);
  usePageTitle(t('support_page_title'));

  useEffect(() => {
    dispatch(supportChatOpened());
    dispatch(inboxOpened());
    return () => {
      dispatch(supportChatClosed());
    };
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('support_page_title')}</h1>
      <Section id="chat" title={t('support_chat_title')}>
        <SupportChat
          messages={chat.messages}
          status={chat.status}
          sending={chat.sending}
          lastUnreadId={lastUnreadId}
          onSend={(text) => dispatch(chatMessageSendRequested({ text }))}
          onMarkRead={(upToId) => dispatch(chatRepliesReadRequested({ upToId }))}
        />
      </Section>
      <Section id="messages" title={t('support_messages_title')}>
        <Inbox
          messages={inbox.messages}
          status={inbox.status}
          loaded={inbox.loaded}
          openId={inbox.openId}
          onOpen={(id) => dispatch(messageOpened({ id }))}
          onRetry={() => dispatch(inboxOpened())}
        />
      </Section>
      <Section id="callback" title={t('support_callback_title')}>
        <CallbackForm status={callbackStatus} onSubmit={(request) => dispatch(callbackRequested(request))} />
      </Section>
      <Section id="email" title={t('support_email_title')}>
        <EmailForm status={emailStatus} onSubmit={(email) => dispatch(supportEmailRequested(email))} />
      </Section>
    </div>
  );
}
