import { randomUUID } from 'node:crypto';
import { fileCalls } from '@oj/shared/api/file';
import { fileTypeFromBuffer } from 'file-type';
import { optionalQueryInt, Permission, type MarkdownFileUpload, type MarkdownImageUpload } from '@oj/shared';
import { MarkdownFileIdQuery, MarkdownUploadQuery } from '@oj/shared/schemas/file';
import { markdownFileObject, markdownImageObject } from '@oj/shared/db/keys';
import type { Context } from 'hono';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { attachmentHeader } from '../../http/content-disposition.ts';
import { requireUser } from '../../http/auth.ts';
import { LOGIN, route } from '../../http/route.ts';
import { isAdmin, type SessionUser } from '../../http/session-user.ts';
import { publicFilesFor } from '../../services/public-files.ts';
import type { RateLimit } from '../../data/rate-limits.ts';
import type { Deps } from '../../deps.ts';
import { requirePermission, requireSolvedMinimum } from '../../services/community/speaking-rights.ts';
import { readForm } from '../../http/multipart-form.ts';

/**
 * Images and files for markdown text (file/MarkDownFileController), kept in the public-files bucket beside the
 * avatars and served from there. The reference lets only admins upload, which leaves its own discussion editor's
 * image button broken for everyone else; here whoever may write in the community (not muted, enough problems solved:
 * speaking-rights.ts) may upload too, at most UPLOAD_LIMIT.max a hour, and admins without a limit. Uploads for a group
 * (gid) wait for groups (issue 15).
 * An image's type is read from its bytes (PNG, JPEG, GIF, WebP; SVG and HTML are refused, whatever their name
 * says) and it is served as that type; any other file is served as a download (application/octet-stream,
 * Content-Disposition: attachment with a cleaned name), so nothing uploaded is ever rendered as a page of the
 * site. The reference allows 4 MB images and 128 MB files; a request through the API's Lambda carries at most
 * 6 MB, so files are held to 4 MB too.
 */
export const MARKDOWN_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
const IMAGE_TYPES = new Set(['png', 'jpg', 'gif', 'webp']);
const FORM_OVERHEAD = 64 * 1024;

/** Uploads an ordinary user may make in an hour (one picture or file each). */
export const UPLOAD_LIMIT: RateLimit = { action: 'md-upload', max: 30, windowSeconds: 3600 };

/** Admins upload freely; others as writers of the community, within the hourly limit. */
const mayUpload = async (deps: Deps, user: SessionUser, gid: number | undefined) => {
  if (isAdmin(user)) return;
  if (gid !== undefined) throw forbidden('Only administrators may upload files for a group yet');
  requirePermission(user, Permission.COMMENT_ADD);
  await requireSolvedMinimum(deps, user, 'comment');
  const use = await deps.repos.rateLimits.countUse(UPLOAD_LIMIT, user.uid, deps.now());
  if (!use.ok) throw new AppError(429, `You may upload ${UPLOAD_LIMIT.max} files an hour; please wait ${Math.ceil(use.waitSeconds / 60)} minutes`);
};

/**
 * The multipart part `name` (the reference's clients send an image as `image`, a file as `file`) and the group it is
 * for (`gid`, a form field or in the query), once the caller may upload.
 */
const readUpload = async (c: Context, deps: Deps, user: SessionUser, queryGid: number | undefined, name: string, what: string) => {
  const form = await readForm(c);
  const gid = optionalQueryInt.safeParse(form.gid ?? queryGid);
  if (!gid.success) throw badRequest('The group id (gid) must be a whole number');
  await mayUpload(deps, user, gid.data);
  const file = form[name];
  const noun = what.replace(/^an? /, '');
  if (!(file instanceof File)) throw badRequest(`Please choose ${what} to upload (form field ${name})`);
  if (file.size === 0) throw badRequest(`The ${noun} is empty`);
  if (file.size > MARKDOWN_UPLOAD_MAX_BYTES) throw new AppError(413, `The ${noun} must not be larger than 4 MB`);
  return { file, gid: gid.data };
};

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"';]/g;

/** A download name with no path, quotes, separators or control characters; at most 120 characters. */
export function safeDownloadName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim().slice(0, 120);
  return clean.replace(/^\.+/, '') || 'file';
}

/** The object's last path segment, which browsers also take as the download's name: URL-safe characters only. */
const urlSafeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

export const markdownFileRoutes = [
  route(fileCalls.uploadMDImg, {
    access: LOGIN,
    multipart: true,
    maxBodyBytes: MARKDOWN_UPLOAD_MAX_BYTES + FORM_OVERHEAD,
    query: MarkdownUploadQuery,
    handler: async ({ c, deps, user, query }) => {
      const me = requireUser(user);
      const { file, gid } = await readUpload(c, deps, me, query.gid, 'image', 'an image');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !IMAGE_TYPES.has(detected.ext)) throw badRequest('The image must be a PNG, JPG, GIF or WebP picture');
      const url = await publicFilesFor(deps).put(markdownImageObject(randomUUID(), detected.ext), bytes, detected.mime);
      const id = await deps.repos.markdownFiles.recordMarkdownFile({ uid: me.uid, gid: gid ?? null, url }, deps.now());
      return { link: url, fileId: id } satisfies MarkdownImageUpload;
    },
  }),
  route(fileCalls.deleteMDImg, {
    access: LOGIN,
    query: MarkdownFileIdQuery,
    handler: async ({ deps, user, query }) => {
      const me = requireUser(user);
      const file = await deps.repos.markdownFiles.getMarkdownFile(query.fileId);
      if (!file) throw notFound('The file does not exist');
      if (file.uid !== me.uid && !isAdmin(me)) throw forbidden('Only its uploader or an administrator may delete this image');
      await publicFilesFor(deps).deleteByUrl(file.url);
      await deps.repos.markdownFiles.deleteMarkdownFile(file.id);
      return null;
    },
  }),
  route(fileCalls.uploadMd, {
    access: LOGIN,
    multipart: true,
    maxBodyBytes: MARKDOWN_UPLOAD_MAX_BYTES + FORM_OVERHEAD,
    query: MarkdownUploadQuery,
    handler: async ({ c, deps, user, query }) => {
      const { file } = await readUpload(c, deps, requireUser(user), query.gid, 'file', 'a file');
      const name = safeDownloadName(file.name);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const url = await publicFilesFor(deps).put(markdownFileObject(randomUUID(), urlSafeName(name)), bytes, 'application/octet-stream', attachmentHeader(name));
      return { link: url } satisfies MarkdownFileUpload;
    },
  }),
];
