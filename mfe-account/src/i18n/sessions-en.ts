/** Issue 16: the "My sessions" page. */
export const sessionsEn = {
  title: 'My sessions',
  intro: 'Where you are signed in now. End any session you do not recognise.',
  current: 'This session',
  currentHint: 'To end this session, log out.',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  device: '{{browser}} on {{system}}',
  fields: {
    ip: 'IP address',
    started: 'Signed in',
    lastSeen: 'Last active',
  },
  actions: {
    end: 'End session',
    endNamed: 'End session: {{device}}',
    endOthers: 'End all other sessions',
  },
  confirmEndOthers: {
    title: 'End all other sessions?',
    body: 'Every other browser or device signed in to your account will be signed out at its next request.',
    confirm: 'End them',
  },
  empty: 'No active sessions',
  messages: {
    ended: 'Session ended',
    othersEnded: 'Other sessions ended',
  },
  errors: {
    loading: 'Your sessions could not be loaded',
    ending: 'The session could not be ended',
  },
};
