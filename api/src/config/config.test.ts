import path from 'node:path';
import { repoRoot } from '../paths';
import { loadConfig } from './config';
import { ConfigError } from './read-env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      pgliteDir: '/srv/app/data/pglite',
      seedDemo: true,
      tokenIdleMinutes: 120,
      tokenAbsoluteHours: 12,
      loginMaxAttemptsPerIp: 20,
      accountLockThreshold: 5,
      accountLockMinutes: 15,
      accountLockMaxMinutes: 1440,
      logLevel: 'info',
      staticRoot: repoRoot,
      remotesFile: undefined,
      fileStorage: 'local',
      filesDir: '/srv/app/data/files',
      s3: undefined,
      fileSigningSecret: undefined,
      fileSigningSecretFile: '/srv/app/data/file-signing.key',
      smtpUrl: undefined,
      mailFrom: 'no-reply@back-office.local',
      outboxDir: '/srv/app/data/outbox',
      selfOnboardingRateLimit: 10,
      publicOnboardingOrigins: [],
      publicUploadDailyBytes: 2 * 1024 ** 3,
      selfOnboardingPerMobileLimit: 3,
      powMaxNumber: 50_000,
      powHmacKey: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'back-office:',
      maxEventLoopDelayMs: 1000,
      exportRoles: ['admin', 'risk'],
      exportMaxRows: 50_000,
      fourEyesAmount: 100_000,
      fourEyesPercent: 20,
      totpEncryptionKey: undefined,
      totpEncryptionKeyFile: '/srv/app/data/totp-encryption.key',
      totpRequiredRoles: [],
      totpIssuer: 'Back office',
      twilio: undefined,
      smsOutboxDir: '/srv/app/data/sms-outbox',
      shutdownGraceMs: 25_000,
      requestHeadersTimeoutMs: 20_000,
      requestTimeoutMs: 300_000,
      keepAliveTimeoutMs: 72_000,
      notificationHeartbeatMs: 25_000,
      maxRequestsPerSocket: 0,
      bodyMinBytesPerWindow: 1024,
      bodyRateWindowMs: 15_000,
      metricsToken: undefined,
      otelExporterEndpoint: undefined,
      otelServiceName: 'back-office-api',
      otelExporterHeaders: {},
      otelExporterCompression: 'none',
      otelTracesSampler: 'parentbased_ratelimiting',
      otelTracesSamplerArg: 10,
      portalUrl: undefined,
      readinessTimeoutMs: 2000,
    });
  });

  it('takes OpenTelemetry’s sampler names and a ratio from 0 to 1, and refuses others (issue 20)', () => {
    const config = loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }, '/srv/app');
    expect([config.otelTracesSampler, config.otelTracesSamplerArg]).toEqual(['parentbased_traceidratio', 0.1]);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes', OTEL_TRACES_SAMPLER_ARG: '1.5' }, '/srv/app')).toThrow(
      expect.objectContaining({
        problems: [
          'OTEL_TRACES_SAMPLER must be one of always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off, parentbased_traceidratio, parentbased_ratelimiting (got "sometimes")',
          'OTEL_TRACES_SAMPLER_ARG must be a whole number from 1 to 1000000 (got "1.5")',
        ],
      }),
    );
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' }, '/srv/app')).toThrow(
      expect.objectContaining({ problems: ['OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (got "2")'] }),
    );
  });

  it('keeps up to 10 new traces a second by default, or as many as OTEL_TRACES_SAMPLER_ARG says (issue 20, decision 0030)', () => {
    expect(loadConfig({ OTEL_TRACES_SAMPLER_ARG: '250' }, '/srv/app')).toMatchObject({
      otelTracesSampler: 'parentbased_ratelimiting',
      otelTracesSamplerArg: 250,
    });
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_ratelimiting', OTEL_TRACES_SAMPLER_ARG: '0' }, '/srv/app')).toThrow(
      expect.objectContaining({ problems: ['OTEL_TRACES_SAMPLER_ARG must be a whole number from 1 to 1000000 (got "0")'] }),
    );
  });

  it('takes the OTLP export’s headers and compression as OpenTelemetry names them, and never repeats a header’s value in an error (issue 20)', () => {
    const config = loadConfig(
      { OTEL_EXPORTER_OTLP_HEADERS: 'X-Api-Key=s3cr%3Dt, x-team = back office ', OTEL_EXPORTER_OTLP_COMPRESSION: 'gzip' },
      '/srv/app',
    );
    expect([config.otelExporterHeaders, config.otelExporterCompression]).toEqual([
      { 'x-api-key': 's3cr=t', 'x-team': 'back office' },
      'gzip',
    ]);
    expect(() =>
      loadConfig(
        { OTEL_EXPORTER_OTLP_HEADERS: 'x-ok=1,secret-without-key,=hidden,bad key=v,x-bad=%zz', OTEL_EXPORTER_OTLP_COMPRESSION: 'br' },
        '/srv/app',
      ),
    ).toThrow(
      expect.objectContaining({
        problems: [
          'OTEL_EXPORTER_OTLP_HEADERS must be key=value pairs separated by commas (pair 2 is not)',
          'OTEL_EXPORTER_OTLP_HEADERS must be key=value pairs separated by commas (pair 3 is not)',
          'OTEL_EXPORTER_OTLP_HEADERS must be key=value pairs separated by commas (pair 4 is not)',
          'OTEL_EXPORTER_OTLP_HEADERS must be key=value pairs separated by commas (pair 5 is not)',
          'OTEL_EXPORTER_OTLP_COMPRESSION must be one of none, gzip (got "br")',
        ],
      }),
    );
  });

  it('refuses a header timeout longer than the whole-request timeout (issue 20)', () => {
    expect(() => loadConfig({ REQUEST_HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' }, '/srv/app')).toThrow(
      expect.objectContaining({ problems: ['REQUEST_HEADERS_TIMEOUT_MS (60000) must not exceed REQUEST_TIMEOUT_MS (30000)'] }),
    );
    expect(loadConfig({ REQUEST_HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '0' }, '/srv/app').requestHeadersTimeoutMs).toBe(60_000);
  });

  it('takes all three Twilio settings or none, and a sender in E.164 form (issue 19)', () => {
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15005550006' }, '/srv/app').twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+15005550006',
      baseUrl: 'https://api.twilio.com',
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '01001234567' }, '/srv/app')).toThrow(
      expect.objectContaining({
        problems: [
          'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM must be given all together or not at all',
          'TWILIO_FROM must be a number in E.164 form (+20…) or a messaging service SID (MG…) (got "01001234567")',
        ],
      }),
    );
    expect(loadConfig({ SMS_OUTBOX_DIR: 'texts' }, '/srv/app').smsOutboxDir).toBe('/srv/app/data/texts');
  });

  it('reads the export roles and cap, refusing an unknown role (issue 16)', () => {
    expect(loadConfig({ EXPORT_ROLES: ' agent, admin ,agent', EXPORT_MAX_ROWS: '10' }, '/srv/app')).toMatchObject({
      exportRoles: ['agent', 'admin'],
      exportMaxRows: 10,
    });
    expect(() => loadConfig({ EXPORT_ROLES: 'admin,auditor', EXPORT_MAX_ROWS: '0' }, '/srv/app')).toThrow(
      expect.objectContaining({
        problems: [
          'EXPORT_ROLES must list roles from agent, risk, admin, comma-separated (got "auditor")',
          'EXPORT_MAX_ROWS must be a whole number from 1 to 10000000 (got "0")',
        ],
      }),
    );
  });

  it('reads the two-factor settings and refuses a short key or an unknown role (issue 16)', () => {
    const key = 'ab'.repeat(32);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key, TOTP_REQUIRED_ROLES: 'risk, admin', ACCOUNT_LOCK_MAX_MINUTES: '60' })).toMatchObject({
      totpEncryptionKey: Buffer.from(key, 'hex'),
      totpRequiredRoles: ['risk', 'admin'],
      accountLockMaxMinutes: 60,
    });
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).totpEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'short', TOTP_REQUIRED_ROLES: 'agent,boss' })).toThrow(
      /TOTP_ENCRYPTION_KEY must be 32 bytes[\s\S]*TOTP_REQUIRED_ROLES must list roles among agent, risk, admin \(got "boss"\)/,
    );
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://app@db.internal:5432/backoffice',
        TOKEN_IDLE_MINUTES: '30',
        TOKEN_ABSOLUTE_HOURS: '8',
        LOGIN_MAX_ATTEMPTS_PER_IP: '50',
        ACCOUNT_LOCK_THRESHOLD: '3',
        ACCOUNT_LOCK_MINUTES: '60',
        LOG_LEVEL: 'warn',
        STATIC_ROOT: '/opt/portal',
        REMOTES_FILE: 'remotes.prod.json',
        MAX_EVENT_LOOP_DELAY_MS: '250',
        FOUR_EYES_AMOUNT: '250000',
        FOUR_EYES_PERCENT: '10',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('/srv/app/var/db'),
      databaseUrl: 'postgres://app@db.internal:5432/backoffice',
      seedDemo: false,
      tokenIdleMinutes: 30,
      accountLockThreshold: 3,
      logLevel: 'warn',
      staticRoot: '/opt/portal',
      remotesFile: '/srv/app/remotes.prod.json',
      maxEventLoopDelayMs: 250,
      fourEyesAmount: 250_000,
      fourEyesPercent: 10,
    });
  });

  it('refuses four-eyes settings out of range (issue 16)', () => {
    expect(() => loadConfig({ FOUR_EYES_PERCENT: '101', FOUR_EYES_AMOUNT: '-5' })).toThrow(
      /FOUR_EYES_AMOUNT must be a whole number from 0 to 999999999999[\s\S]*FOUR_EYES_PERCENT must be a whole number from 0 to 100/,
    );
  });

  it('reads the S3 file storage settings', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_BUCKET: 'client-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FILE_SIGNING_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      fileStorage: 's3',
      fileSigningSecret: 'x'.repeat(32),
      s3: {
        endpoint: 'http://minio.internal:9000',
        bucket: 'client-files',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('refuses an incomplete S3 setup and a short signing secret', () => {
    expect(() =>
      loadConfig({
        FILE_STORAGE: 's3',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_ENDPOINT: 'ftp://x',
        FILE_SIGNING_SECRET: 'short',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          'FILE_SIGNING_SECRET must be at least 32 characters',
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
          'S3_ENDPOINT must be a URL starting with http:// or https://',
          'S3_BUCKET is required when FILE_STORAGE=s3',
          'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
        ],
      }),
    );
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow(/FILE_STORAGE must be one of local, s3/);
  });

  it('reads the shared Redis and refuses any other scheme', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2', REDIS_KEY_PREFIX: 'bo-prod:' })).toMatchObject({
      redisUrl: 'redis://cache.internal:6379/2',
      redisKeyPrefix: 'bo-prod:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(
      /REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//,
    );
  });

  it('reads the mail and public onboarding settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Back office <back-office@lender.example>',
      SELF_ONBOARDING_RATE_LIMIT: '3',
      PUBLIC_ONBOARDING_ORIGINS: 'https://apply.lender.example, http://localhost:4000',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Back office <back-office@lender.example>',
      selfOnboardingRateLimit: 3,
      publicOnboardingOrigins: ['https://apply.lender.example', 'http://localhost:4000'],
    });
  });

  it('reads the issue 19 abuse settings and refuses a short proof-of-work key', () => {
    const config = loadConfig({
      PUBLIC_UPLOAD_DAILY_BYTES: '5368709120',
      SELF_ONBOARDING_PER_MOBILE_LIMIT: '5',
      POW_MAX_NUMBER: '100000',
      POW_HMAC_KEY: 'k'.repeat(32),
    });
    expect(config).toMatchObject({
      publicUploadDailyBytes: 5 * 1024 ** 3,
      selfOnboardingPerMobileLimit: 5,
      powMaxNumber: 100_000,
      powHmacKey: 'k'.repeat(32),
    });
    expect(() => loadConfig({ POW_HMAC_KEY: 'short', SELF_ONBOARDING_PER_MOBILE_LIMIT: '0', PUBLIC_UPLOAD_DAILY_BYTES: '-1' })).toThrow(
      expect.objectContaining({
        problems: [
          'PUBLIC_UPLOAD_DAILY_BYTES must be a whole number from 1048576 to 9007199254740991 (got "-1")',
          'SELF_ONBOARDING_PER_MOBILE_LIMIT must be a whole number from 1 to 1000 (got "0")',
          'POW_HMAC_KEY must be at least 32 characters (or left unset)',
        ],
      }),
    );
  });

  it('refuses a bad mail setup and anything but bare origins', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'nobody',
        SELF_ONBOARDING_RATE_LIMIT: '0',
        PUBLIC_ONBOARDING_ORIGINS: 'https://ok.example,https://site.example/,site.example,ftp://files.example,https://site.example/apply',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          'MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "nobody")',
          'SMTP_URL must be a URL starting with smtp:// or smtps://',
          ...['https://site.example/', 'site.example', 'ftp://files.example', 'https://site.example/apply'].map(
            (origin) =>
              `PUBLIC_ONBOARDING_ORIGINS must list origins like https://site.example or http://localhost:4000, comma-separated, without a path or trailing slash (got "${origin}")`,
          ),
          'SELF_ONBOARDING_RATE_LIMIT must be a whole number from 1 to 1000000 (got "0")',
        ],
      }),
    );
  });

  it('reports every invalid variable at once, without echoing the database URL', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', TOKEN_IDLE_MINUTES: '0', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toEqual([
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
        'PORT must be a whole number from 0 to 65535 (got "eighty")',
        'TOKEN_IDLE_MINUTES must be a whole number from 1 to 43200 (got "0")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ]);
      expect(message).toMatch(/^Invalid configuration:\n {2}- DATABASE_URL/);
      expect(message).not.toContain('hunter2');
    }
  });
});
