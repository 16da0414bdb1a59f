// The translated sentence for a failed invitation call, by error code.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/form-errors';

export function invitationErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'INVITATION.NOT_FOUND':
        return t('invitations.errorNotFound');
      case 'INVITATION.INVALID_TRANSITION':
        return t('invitations.errorAnswered');
      case 'INVITATION.EXPIRED':
        return t('invitations.errorExpired');
      case 'ORGANIZATION.ALREADY_MEMBER':
        return t('invitations.alreadyMember');
      case 'ORGANIZATION.FORBIDDEN':
        return t('invitations.ownersOnly');
      default:
        break;
    }
  }
  return errorText(error, t);
}
