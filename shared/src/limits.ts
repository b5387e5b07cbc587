/** Business constants and limits (spec 000 section 9, judging.md). */
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  emailCodeLength: 6,
  captchaMin: 1,
  captchaMax: 8,
  codeMax: 65535,
  testInputMax: 1000,
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarTypes: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  nicknameMax: 20,
  realnameMax: 50,
  schoolMax: 100,
  numberMax: 20,
  urlMax: 255,
  signatureMax: 65535,
  emailMax: 320,
  /** JSON bodies above this are refused with 413. */
  jsonBodyMaxBytes: 512 * 1024,
  /** Multipart uploads (avatar plus form overhead). */
  uploadBodyMaxBytes: 2 * 1024 * 1024 + 64 * 1024,
  /** A test case zip (API Gateway takes at most 10 MB in one request) and what it may unpack to. */
  testcaseZipMaxBytes: 9 * 1024 * 1024,
  /** A test case zip sent straight to S3 (a presigned upload), unpacked by the user-job runner. */
  testcaseUploadMaxBytes: 200 * 1024 * 1024,
  testcaseUnpackedMaxBytes: 256 * 1024 * 1024,
} as const;

export const AUTH = {
  tokenLifetimeSeconds: 24 * 3600,
  /** After this age a call answers with a fresh token and `Refresh-Token: true`. */
  tokenRefreshAfterSeconds: 12 * 3600,
  loginFailuresBeforeLock: 20,
  loginLockSeconds: 30 * 60,
  /** A contest, training or exam password: this many wrong ones from one user lock that set for them until the window ends. */
  setPasswordFailuresBeforeLock: 5,
  setPasswordLockSeconds: 10 * 60,
  registerCodeTtlSeconds: 10 * 60,
  registerCodeResendSeconds: 60,
  resetLinkTtlSeconds: 30 * 60,
  resetMailResendSeconds: 90,
  changeEmailCodeTtlSeconds: 10 * 60,
  captchaTtlSeconds: 5 * 60,
} as const;

export const PAGE_SIZES = {
  problemList: 30,
  submissionList: 15,
  mySubmissions: 10,
  announcements: 5,
  rankList: 30,
  contestList: 10,
  maxLimit: 100,
} as const;
