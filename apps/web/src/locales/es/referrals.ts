import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/referrals';

const referrals: Catalogue<typeof en> = {
  title: 'Mis referencias',
  yourReferrals: 'Sus referencias',
  loadWhat: 'sus referencias',
  noRecord: 'No se encontraron registros',
  referredFrom: 'Referido desde {{location}} el {{date}}',
  youAsked: 'Usted pidió esta referencia el {{date}}',
  updated: ' · actualizada el {{date}}',
  showHistory: 'Mostrar el historial de estados',
  hideHistory: 'Ocultar el historial de estados',
  loadingHistory: 'Cargando el historial de estados',
  historyWhat: 'el historial de estados',
  historyOf: 'Historial de estados de {{name}}',
  changedBy: '{{date}} por {{name}}',
  widget: {
    title: 'Referencias',
    incoming: 'Recibidas',
    outgoing: 'Enviadas',
    outOfNetwork: 'Fuera de la red',
    total: 'Total',
    noData: 'No hay datos para mostrar',
  },
  statuses: {
    new: 'Nueva',
    accepted: 'Aceptada',
    in_progress: 'En curso',
    completed: 'Completada',
    rejected: 'Rechazada',
    info: 'Información',
    inquiry: 'Consulta',
    referral: 'Referencia',
  },
};
export default referrals;
