import { isApiError } from '@bet/request';
import type { FaceIdProblem } from './verification-slice';

/** Spec 02 §8 face id: 500 service error (retry), 403 incorrect photo (retake), 429 out of attempts. */
export function faceIdProblemOf(error: unknown): FaceIdProblem {
  if (!isApiError(error) || error.kind !== 'http') return 'other';
  if (error.status === 500) return 'service';
  if (error.status === 403) return 'photo';
  if (error.status === 429) return 'attempts';
  return 'other';
}

/** The text keys of the problems; `tone` as spec 02 §8 gives it (warning or error). */
export const FACE_ID_PROBLEM_TEXTS: Record<FaceIdProblem, { key: string; tone: 'warning' | 'error' }> = {
  service: { key: 'identification_error_service', tone: 'warning' },
  photo: { key: 'identification_error_photo', tone: 'error' },
  attempts: { key: 'identification_error_attempts', tone: 'warning' },
  timeout: { key: 'identification_error_timeout', tone: 'warning' },
  other: { key: 'main_query_error', tone: 'error' },
};
