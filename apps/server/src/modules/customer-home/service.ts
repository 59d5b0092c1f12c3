import {
  boardDateOf,
  customerHomeAvatarPath,
  customerHomeImpactQuestions,
  customerHomeTools,
  uploadMessages,
  type CustomerHomeAdminResource,
  type CustomerHomeImpactAnswersBody,
  type CustomerHomeImpactQuestionsResponse,
  type CustomerHomeProfileWidget,
  type CustomerHomeResource,
  type CustomerHomeResourceBody,
  type CustomerHomeToolsPage,
  type CustomerHomeToolsWidget,
  customerHomeResourceBodySchema,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Readable } from 'node:stream';
import type { Actor } from '../../platform/access/actor.ts';
import { canSeeCustomer, isAdmin, requireCustomer, requireSignedIn } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/index.ts';
import * as documentsRepository from '../documents/repository.ts';
import { finalizeDirectUpload, type UploadDeps } from '../documents/upload-service.ts';
import { hasInputs } from '../my-career/repository.ts';
import { sanitizeNote } from '../performance/rich-text.ts';
import * as repository from './repository.ts';

const dayMs = 86_400_000;
/** "Last month" for the tools widget: the 30 board days up to today. */
export const toolWindowDays = 30;

const latest = (dates: Array<Date | null | undefined>): Date | null =>
  dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * Profile completion, 0-100, from the four inputs the My Career match engine reads (my-career/service.ts getStatus:
 * the cluster survey, the skills survey, work history and education history), through the same repository query.
 */
async function completionPercent(db: Db, customerId: number): Promise<number> {
  const inputs = await hasInputs(db, customerId);
  const given = [inputs.cluster_survey, inputs.skills_survey, inputs.professional, inputs.education].filter(Boolean);
  return Math.round((given.length / 4) * 100);
}

export async function profileWidget(db: Db, actor: Actor): Promise<CustomerHomeProfileWidget> {
  const { customerId } = requireCustomer(actor);
  const [profile, answers, percentage] = await Promise.all([
    repository.profile(db, customerId),
    repository.answers(db, customerId),
    completionPercent(db, customerId),
  ]);
  if (!profile) throw notFound();
  const known = new Set<string>(customerHomeImpactQuestions.map((q) => q.key));
  const counted = answers.filter((answer) => known.has(answer.questionKey));
  const lastUpdated = latest([profile.updatedAt, ...counted.map((answer) => answer.updatedAt)]);
  return {
    data: {
      avatar_url: profile.avatarUrl,
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      first_name: profile.firstName,
      last_name: profile.lastName,
      location: profile.location,
      percentage,
    },
    answered: counted.length,
    questions: customerHomeImpactQuestions.length,
    last_updated: lastUpdated?.toISOString() ?? null,
  };
}

export async function impactQuestions(db: Db, actor: Actor): Promise<CustomerHomeImpactQuestionsResponse> {
  const { customerId } = requireCustomer(actor);
  const answers = new Map((await repository.answers(db, customerId)).map((answer) => [answer.questionKey, answer]));
  return {
    data: customerHomeImpactQuestions.map((question) => {
      const answer = answers.get(question.key);
      return {
        key: question.key,
        question: question.question,
        options: [...question.options],
        answer: answer?.answer ?? null,
        updated_at: answer?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

export async function saveImpactAnswers(
  db: Db,
  actor: Actor,
  body: CustomerHomeImpactAnswersBody,
): Promise<CustomerHomeImpactQuestionsResponse> {
  const { customerId } = requireCustomer(actor);
  await repository.saveAnswers(db, customerId, Object.entries(body.answers));
  return impactQuestions(db, actor);
}

// ---------------------------------------------------------------- tools

const featuredTools = () =>
  customerHomeTools
    .filter((tool) => tool.featured)
    .map(({ key, name, description, link }) => ({ id: key, name, description, link }));

export async function toolsWidget(db: Db, actor: Actor, now = new Date()): Promise<CustomerHomeToolsWidget> {
  const { customerId } = requireCustomer(actor);
  const fromDay = boardDateOf(new Date(now.getTime() - (toolWindowDays - 1) * dayMs));
  const known = new Set<string>(customerHomeTools.map((tool) => tool.key));
  const used = (await repository.toolUsesSince(db, customerId, fromDay)).filter((use) => known.has(use.tool));
  const updated = used.filter((use) => use.updated).length;
  return {
    total_visited: used.length,
    total_updated_percent: Math.round((updated / customerHomeTools.length) * 100),
    Tools: featuredTools(),
  };
}

export async function toolsPage(db: Db, actor: Actor): Promise<CustomerHomeToolsPage> {
  const { customerId } = requireCustomer(actor);
  const last = new Map((await repository.lastToolUses(db, customerId)).map((use) => [use.tool, use.lastUsedAt]));
  return {
    data: customerHomeTools.map((tool) => ({
      id: tool.key,
      name: tool.name,
      description: tool.description,
      link: tool.link,
      featured: tool.featured,
      last_used_at: last.get(tool.key)?.toISOString() ?? null,
    })),
  };
}

// ---------------------------------------------------------------- avatar

/**
 * The customer's finished upload (purpose 'avatar', through the documents module's signed URL) becomes their avatar.
 * The upload's row is consumed in the same transaction that sets the avatar, so a failure leaves no rows; the
 * previous picture's file is deleted once the new one is recorded.
 */
export async function setAvatar(deps: UploadDeps, actor: Actor, path: string): Promise<{ avatar_url: string }> {
  const { customerId } = requireCustomer(actor);
  const owner = { path, guard: 'customer' as const, userId: customerId };
  const pending = await documentsRepository.findPendingUpload(deps.db, path);
  if (!pending || pending.guard !== 'customer' || pending.userId !== customerId || pending.purpose !== 'avatar') {
    throw invalid({ path: [uploadMessages.notUploaded] });
  }
  if (!pending.uploadedAt) {
    if (deps.storage.driver === 'local') throw invalid({ path: [uploadMessages.notUploaded] });
    await finalizeDirectUpload(deps, pending);
  }
  const url = customerHomeAvatarPath(customerId, Date.now());
  const previous = await deps.db.transaction(async (tx) => {
    const upload = await documentsRepository.consumePendingUpload(tx, owner);
    if (!upload || upload.mime === null) throw invalid({ path: [uploadMessages.notUploaded] });
    return repository.setAvatar(tx, customerId, { path: upload.path, mime: upload.mime, url });
  });
  if (previous && previous !== path) await deps.storage.delete(previous);
  return { avatar_url: url };
}

export async function removeAvatar(deps: UploadDeps, actor: Actor): Promise<void> {
  const { customerId } = requireCustomer(actor);
  const previous = await deps.db.transaction((tx) => repository.removeAvatar(tx, customerId));
  if (previous) await deps.storage.delete(previous);
}

/** The avatar image: the customer's own, or for staff a customer of one of their locations. */
export async function avatarImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  customerId: number,
): Promise<{ mime: string; body: Readable }> {
  const signedIn = requireSignedIn(actor);
  if (signedIn.kind === 'customer') {
    if (signedIn.customerId !== customerId) throw forbidden();
  } else {
    const locationIds = await documentsRepository.customerLocationIds(db, customerId);
    if (!locationIds) throw notFound();
    if (!canSeeCustomer(signedIn, { id: customerId, locationIds })) throw forbidden();
  }
  const avatar = await repository.avatarOf(db, customerId);
  if (!avatar) throw notFound();
  return { mime: avatar.mime, body: await storage.createReadStream(avatar.path) };
}

// ---------------------------------------------------------------- resources

const toResource = (row: repository.ResourceRow): CustomerHomeResource => ({
  id: row.id,
  type: row.type as CustomerHomeResource['type'],
  url: row.url,
  title: row.title,
  content: row.content,
  thumbnail_url: row.thumbnailUrl,
  duration_minutes: row.durationMinutes,
});

const toAdminResource = (row: repository.ResourceRow): CustomerHomeAdminResource => ({
  ...toResource(row),
  position: row.position,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

export async function resourcesWidget(db: Db, actor: Actor): Promise<{ data: CustomerHomeResource[] }> {
  requireSignedIn(actor);
  return { data: (await repository.resources(db, { publishedOnly: true })).map(toResource) };
}

function requireAdmin(actor: Actor) {
  requireSignedIn(actor);
  if (!isAdmin(actor)) throw forbidden();
}

export async function adminResources(db: Db, actor: Actor): Promise<{ data: CustomerHomeAdminResource[] }> {
  requireAdmin(actor);
  return { data: (await repository.resources(db, { publishedOnly: false })).map(toAdminResource) };
}

/** The row an admin's form becomes: the content's HTML sanitised on the server (the performance note's sanitiser). */
function resourceValues(body: CustomerHomeResourceBody) {
  const parsed = customerHomeResourceBodySchema.parse(body);
  return {
    type: parsed.type,
    url: parsed.url,
    title: parsed.title,
    content: parsed.content.trim() === '' ? '' : sanitizeNote(parsed.content),
    thumbnailUrl: parsed.thumbnail_url,
    durationMinutes: parsed.duration_minutes,
    position: parsed.position,
    published: parsed.published,
  };
}

export async function createResource(
  db: Db,
  actor: Actor,
  body: CustomerHomeResourceBody,
  ip: string,
): Promise<CustomerHomeAdminResource> {
  requireAdmin(actor);
  const row = await repository.insertResource(db, resourceValues(body));
  await audit(db, { actor, action: 'home_resource.create', entityType: 'home_resource', entityId: row.id, ip });
  return toAdminResource(row);
}

export async function updateResource(
  db: Db,
  actor: Actor,
  id: number,
  body: CustomerHomeResourceBody,
  ip: string,
): Promise<CustomerHomeAdminResource> {
  requireAdmin(actor);
  const row = await repository.updateResource(db, id, resourceValues(body));
  if (!row) throw notFound();
  await audit(db, { actor, action: 'home_resource.update', entityType: 'home_resource', entityId: id, ip });
  return toAdminResource(row);
}

export async function deleteResource(db: Db, actor: Actor, id: number, ip: string): Promise<void> {
  requireAdmin(actor);
  if (!(await repository.deleteResource(db, id))) throw notFound();
  await audit(db, { actor, action: 'home_resource.delete', entityType: 'home_resource', entityId: id, ip });
}
