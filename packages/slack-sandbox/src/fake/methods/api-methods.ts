import type { ApiMethod } from './api-context.js';
import { chatDelete, chatPostEphemeral, chatPostMessage, chatUpdate } from './chat.js';
import { filesCompleteUploadExternal, filesGetUploadUrlExternal } from './files.js';
import { authTest, conversationsInfo, usergroupsUsersList, usersInfo } from './identity.js';
import { viewsOpen, viewsPublish, viewsPush, viewsUpdate } from './views.js';

/** The Web API methods the fake implements; any other answers `unknown_method`. */
export const apiMethods: Readonly<Record<string, ApiMethod>> = {
  'auth.test': authTest,
  'chat.postMessage': chatPostMessage,
  'chat.update': chatUpdate,
  'chat.postEphemeral': chatPostEphemeral,
  'chat.delete': chatDelete,
  'views.open': viewsOpen,
  'views.update': viewsUpdate,
  'views.push': viewsPush,
  'views.publish': viewsPublish,
  'conversations.info': conversationsInfo,
  'users.info': usersInfo,
  'usergroups.users.list': usergroupsUsersList,
  'files.getUploadURLExternal': filesGetUploadUrlExternal,
  'files.completeUploadExternal': filesCompleteUploadExternal,
};
