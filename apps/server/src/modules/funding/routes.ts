import {
  fundingAggregateFilterQuerySchema,
  fundingAggregateQuerySchema,
  fundingAggregateResponseSchema,
  fundingAggregateCsvName,
  fundingApproversQuerySchema,
  fundingApproversResponseSchema,
  fundingBudgetPutBodySchema,
  fundingBudgetPutResponseSchema,
  fundingBudgetsQuerySchema,
  fundingBudgetsResponseSchema,
  fundingBulkBodySchema,
  fundingBulkParamsSchema,
  fundingBulkResponseSchema,
  fundingCategoriesResponseSchema,
  fundingCustomerParamsSchema,
  fundingDetailResponseSchema,
  fundingExportBodySchema,
  fundingFilterQuerySchema,
  fundingIdParamsSchema,
  fundingLogsQuerySchema,
  fundingLogsResponseSchema,
  fundingModeParamsSchema,
  fundingMutationResponseSchema,
  fundingOptionsResponseSchema,
  fundingPaths as paths,
  fundingProgramsResponseSchema,
  fundingSaveBodySchema,
  fundingSaveParamsSchema,
  fundingStatusCountsResponseSchema,
  fundingSummaryCsvName,
  fundingSummaryExportBodySchema,
  fundingSummaryQuerySchema,
  fundingSummaryResponseSchema,
  fundingVendorsQuerySchema,
  fundingVendorsResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { invalid } from '../../platform/http/errors.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { fundingActionRoutes } from './action-routes.ts';
import { createObligation, mutationResponse, runAction } from './actions.ts';
import * as aggregate from './aggregate.ts';
import * as budgets from './budgets.ts';
import { exportAggregate, summaryCsv } from './csv.ts';
import { renderTransactionPdf } from './pdf.ts';
import * as service from './service.ts';

const tags = ['Funding'];
const staff = { access: 'staff' } as const;
const admin = { access: 'admin' } as const;

/** Funding (forms spec 2-9, issue #25): per-customer lists, the aggregate, lookups, budgets. State changes: POST. */
export async function fundingRoutes(app: AppInstance): Promise<void> {
  const deps: UploadDeps = { db: app.db, storage: app.storage, secret: app.config.secret };
  const { db } = app;

  app.get(paths.statusCounts, {
    config: staff,
    schema: {
      tags,
      summary: "A customer's card counts (mode: count)",
      params: fundingCustomerParamsSchema,
      querystring: fundingFilterQuerySchema,
      response: { 200: fundingStatusCountsResponseSchema },
    },
    handler: async (request) => service.statusCounts(db, request.actor, request.params.customerId, request.query),
  });

  app.get(paths.logs, {
    config: staff,
    schema: {
      tags,
      summary: "A customer's transactions of one card, newest first, 10 a page",
      params: fundingModeParamsSchema,
      querystring: fundingLogsQuerySchema,
      response: { 200: fundingLogsResponseSchema },
    },
    handler: async (request) =>
      service.logs(db, request.actor, request.params.customerId, request.params.mode, request.query),
  });

  app.get(paths.detail, {
    config: staff,
    schema: {
      tags,
      summary: 'One transaction with its ledger (every state change, who, when, amounts by program)',
      params: fundingIdParamsSchema,
      response: { 200: fundingDetailResponseSchema },
    },
    handler: async (request) => service.detail(db, request.actor, request.params.id),
  });

  app.post(paths.save, {
    config: staff,
    schema: {
      tags,
      summary: 'Save the form: id 0 creates an Obligation Pending; otherwise edits a pending or rejected one',
      params: fundingSaveParamsSchema,
      body: fundingSaveBodySchema,
      response: { 200: fundingMutationResponseSchema, 201: fundingMutationResponseSchema },
    },
    handler: async (request, reply) => {
      const { version, ...form } = request.body;
      const { customerId, status, id } = request.params;
      if (id === 0) {
        if (status !== 1) throw invalid({ status: ['A new transaction is an Obligation Pending (status 1).'] });
        const created = await createObligation(deps, request.actor, customerId, form, request.ip);
        return reply.code(201).send(await mutationResponse(db, request.actor, created, 'Transaction saved'));
      }
      const head = await service.reachableTransaction(db, request.actor, id);
      if (head.head.customerId !== customerId)
        throw invalid({ customerId: ['The transaction is not this customer’s.'] });
      await runAction(deps, request.actor, { action: 'save', id, status, version, form, ip: request.ip });
      return mutationResponse(db, request.actor, id, 'Transaction saved');
    },
  });

  await fundingActionRoutes(app, deps);

  app.get(paths.print, {
    config: staff,
    exposeHeadRoute: false,
    schema: { tags, summary: 'Print Transaction: an A4 portrait PDF', params: fundingIdParamsSchema },
    handler: async (request, reply) => {
      const detail = await service.detail(db, request.actor, request.params.id);
      const pdf = await renderTransactionPdf(detail);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(`Transaction-${request.params.id}.pdf`))
        .send(pdf);
    },
  });

  app.get(paths.aggregateStatusCounts, {
    config: staff,
    schema: {
      tags,
      summary: 'The aggregate card counts (card id: count), at the caller’s locations',
      querystring: fundingAggregateFilterQuerySchema,
      response: { 200: fundingStatusCountsResponseSchema },
    },
    handler: async (request) => aggregate.aggregateCounts(db, request.actor, request.query),
  });

  app.get(paths.aggregate, {
    config: staff,
    schema: {
      tags,
      summary: 'The aggregate table of one card: sortable (sortKey, sortOrder asc/desc/none), 10 a page',
      querystring: fundingAggregateQuerySchema,
      response: { 200: fundingAggregateResponseSchema },
    },
    handler: async (request) => aggregate.aggregate(db, request.actor, request.query),
  });

  app.post(paths.bulk, {
    config: staff,
    schema: {
      tags,
      summary: 'Bulk approve, reject (admins) or done: one ledger entry per row; refused rows say why',
      params: fundingBulkParamsSchema,
      body: fundingBulkBodySchema,
      response: { 200: fundingBulkResponseSchema },
    },
    handler: async (request) =>
      aggregate.bulk(deps, request.actor, request.params.action, request.body.rows, request.ip),
  });

  app.post(paths.exportCsv, {
    config: staff,
    schema: {
      tags,
      summary: 'Aggregate-Expense-List.csv: the selected rows, or every row of the card and filters (streamed)',
      body: fundingExportBodySchema,
    },
    handler: async (request, reply) => {
      const stream = await exportAggregate(app.database, request.actor, request.body, await app.reporting.reader());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fundingAggregateCsvName))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });

  app.get(paths.vendors, {
    config: staff,
    schema: {
      tags,
      summary: 'Vendors (search term, category)',
      querystring: fundingVendorsQuerySchema,
      response: { 200: fundingVendorsResponseSchema },
    },
    handler: async (request) => service.vendors(db, request.actor, request.query),
  });

  app.get(paths.categories, {
    config: staff,
    schema: { tags, summary: 'Record types', response: { 200: fundingCategoriesResponseSchema } },
    handler: (request) => service.categories(request.actor),
  });

  app.get(paths.paymentTypes, {
    config: staff,
    schema: { tags, summary: 'Payment types', response: { 200: fundingOptionsResponseSchema } },
    handler: async (request) => service.paymentTypes(db, request.actor),
  });

  app.get(paths.courseTypes, {
    config: staff,
    schema: { tags, summary: 'Course types', response: { 200: fundingOptionsResponseSchema } },
    handler: async (request) => service.courseTypes(db, request.actor),
  });

  app.get(paths.programs, {
    config: staff,
    schema: { tags, summary: 'Programs a fund line can name', response: { 200: fundingProgramsResponseSchema } },
    handler: async (request) => service.programs(db, request.actor),
  });

  app.get(paths.approvers, {
    config: staff,
    schema: {
      tags,
      summary: 'Active admins who can approve (never the caller)',
      querystring: fundingApproversQuerySchema,
      response: { 200: fundingApproversResponseSchema },
    },
    handler: async (request) => service.approvers(db, request.actor, request.query),
  });

  app.get(paths.budgets, {
    config: admin,
    schema: {
      tags,
      summary: 'Budgets and balances per program for a program year (default: the current one)',
      querystring: fundingBudgetsQuerySchema,
      response: { 200: fundingBudgetsResponseSchema },
    },
    handler: async (request) => budgets.listBudgets(db, request.actor, request.query.program_year),
  });

  app.put(paths.budgets, {
    config: admin,
    schema: {
      tags,
      summary: "Set a program's budget for a program year (not below what is obligated and expended)",
      body: fundingBudgetPutBodySchema,
      response: { 200: fundingBudgetPutResponseSchema },
    },
    handler: async (request) => budgets.putBudget(db, request.actor, request.body, request.ip),
  });

  app.get(paths.fundsSummary, {
    config: admin,
    schema: {
      tags,
      summary: 'Funds summary per program: budget, obligated, expended, available, customers (ETA-9130 figures)',
      querystring: fundingSummaryQuerySchema,
      response: { 200: fundingSummaryResponseSchema },
    },
    handler: async (request) => budgets.fundsSummary(db, request.actor, request.query.program_year),
  });

  app.post(paths.fundsSummaryCsv, {
    config: admin,
    schema: { tags, summary: 'The funds summary as CSV', body: fundingSummaryExportBodySchema },
    handler: async (request, reply) => {
      const summary = await budgets.fundsSummary(db, request.actor, request.body.program_year);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fundingSummaryCsvName))
        .send(summaryCsv(summary.data));
    },
  });
}
