import { staffInvitationSchema, staffMessages } from '@applykit/api-contract';
import type { CliContext } from '../tokens/cli-commands';
import { invitationHours, inviteStaff } from './members';
import { invitationUrl } from './routes';

/** The first admin of a new installation; later ones are invited from the staff area. */
export const staffCommands = {
  'create-admin': {
    usage: 'create-admin <email>   a staff admin; prints the link where they choose a password',
    async run({ config, database, args, print }: CliContext) {
      const parsed = staffInvitationSchema.safeParse({ email: args[0], role: 'admin' });
      if (!parsed.success) throw new Error('Give the new admin’s e-mail address.');
      const invitationId = await inviteStaff(database, parsed.data.email, 'admin', null);
      if (!invitationId) throw new Error(staffMessages.alreadyStaff);
      print(invitationUrl(config, invitationId));
      print(`valid for ${invitationHours} hours; then sign in at ${config.publicUrl}/staff`);
    },
  },
};
