import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  limitActionRequested,
  limitSaveDismissed,
  limitTestAnswersSubmitted,
  realityCheckAnswered,
  selectApprovalDue,
  selectIsSessionLimitEnded,
  selectLimitActions,
  selectLimitSave,
  selectRealityCheck,
  selectRealityCheckMinutes,
  sessionLimitNoticeClosed,
} from '@bet/limits';
import { ApprovalDialog } from '../approval-dialog';
import { QuestionsDialog } from '../questions-dialog';
import { RealityCheckDialog } from '../reality-check-dialog';
import { SessionLimitEndedDialog } from '../session-limit-ended-dialog';

/**
 * The limits' dialogs over any page (the app mounts this in its layouts): the test questions, the
 * non-closable approval, the reality check and the session-limit-ended notice.
 */
export function LimitsOverlays() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const save = useSelector(selectLimitSave);
  const approval = useSelector(selectApprovalDue);
  const actions = useSelector(selectLimitActions);
  const realityCheck = useSelector(selectRealityCheck);
  const minutes = useSelector(selectRealityCheckMinutes);
  const sessionEnded = useSelector(selectIsSessionLimitEnded);
  const asking = save.status === 'questions' || save.status === 'answering';
  return (
    <>
      {asking ? (
        <QuestionsDialog
          open
          key={save.tokenGuid ?? ''}
          questions={save.questions}
          answering={save.status === 'answering'}
          onSubmit={(answers) => dispatch(limitTestAnswersSubmitted({ answers }))}
          onClose={() => dispatch(limitSaveDismissed())}
        />
      ) : null}
      <ApprovalDialog
        change={sessionEnded ? null : approval}
        language={i18n.language}
        busy={approval !== null && actions[approval.limitType] === 'pending'}
        onConfirm={() =>
          approval && dispatch(limitActionRequested({ limitType: approval.limitType, action: 'confirm' }))
        }
        onReject={() => approval && dispatch(limitActionRequested({ limitType: approval.limitType, action: 'reject' }))}
      />
      <RealityCheckDialog
        open={realityCheck !== null && !sessionEnded}
        minutes={minutes ?? 0}
        onAnswer={(action, doNotShowAgain) => dispatch(realityCheckAnswered({ action, doNotShowAgain }))}
      />
      <SessionLimitEndedDialog open={sessionEnded} onClose={() => dispatch(sessionLimitNoticeClosed())} />
    </>
  );
}
