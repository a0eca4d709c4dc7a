import { defineFeature } from '../kit/feature.js';
import { registerConnectListeners } from './connect.listener.js';
import { parseConnect, parseDisconnect, parseList, parseUse } from './connect.parser.js';
import {
  connectMessagesFor,
  connectUsage,
  disconnectUsage,
  listUsage,
  useUsage,
} from './connect-messages.js';
import { disconnectConnected, listConnected, openConnectModal, useInChannel } from './connect-steps.js';
import './connect-services.js';

/**
 * `/pbx connect`, `/pbx list`, `/pbx use <id>`, `/pbx disconnect <id>`: a workspace's admins connect the PBX
 * accounts their commands use from Slack (URL and key checked with `GET /v1/account`, the key stored encrypted)
 * and choose one per channel.
 */
export const connectFeature = defineFeature({
  name: 'connect',
  subcommands: [
    { command: 'pbx', words: ['connect', 'connetti'], usage: connectUsage, parse: parseConnect },
    { command: 'pbx', words: ['list', 'elenco'], usage: listUsage, parse: parseList },
    { command: 'pbx', words: ['use', 'usa'], usage: useUsage, parse: parseUse },
    { command: 'pbx', words: ['disconnect', 'scollega'], usage: disconnectUsage, parse: parseDisconnect },
  ],
  operations: [],
  run: {},
  accountFreeSteps: {
    'connect-open': openConnectModal,
    'connect-list': listConnected,
    'connect-use': useInChannel,
    'connect-disconnect': disconnectConnected,
  },
  listeners: registerConnectListeners,
  messages: { it: connectMessagesFor('it'), en: connectMessagesFor('en') },
});
