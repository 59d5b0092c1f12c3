import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/my-career';

const myCareer: Catalogue<typeof en> = {
  title: 'Mi carrera',
  heading: 'Motor de coincidencias',
  opportunities: 'Sus oportunidades profesionales',
  recommended: 'Oportunidades recomendadas',
  loadMore: 'Cargar más coincidencias',
  startSurvey: 'Comenzar encuesta',
  calculating: 'Estamos calculando sus coincidencias. Esto puede tardar unos minutos.',
  loadingExample: 'Cargando coincidencias de ejemplo',
  loadingScore: 'Cargando puntuación de coincidencia',
  statusFailed: 'Hubo un problema al cargar su puntuación de coincidencia.',
  listFailed: 'Hubo un problema al cargar sus oportunidades recomendadas.',
  matchesShown_one: 'Se muestra {{count}} coincidencia',
  matchesShown_other: 'Se muestran {{count}} coincidencias',
  matchData: 'Sus datos de coincidencia',
  percentComplete: '{{percent}} % completo',
  ribbon: {
    '1': '1.ª coincidencia',
    '2': '2.ª coincidencia',
    '3': '3.ª coincidencia',
    other: '{{position}}.ª coincidencia',
  },
  whyItMatches: 'Por qué coincide',
  hideWhy: 'Ocultar por qué coincide',
  banner: {
    title: 'Cuéntenos sobre usted para ver sus coincidencias',
    text:
      'Responda la encuesta de grupos de carreras, califique sus habilidades o agregue su historial laboral y ' +
      'educativo. Cada respuesta hace que sus coincidencias sean más personales. Mientras tanto, estas son ' +
      'coincidencias de ejemplo.',
    close: 'Cerrar',
  },
  intake: {
    complete: 'Completo',
    notStarted: 'Sin comenzar',
    minutes: 'Unos {{count}} minutos',
    clusterSurvey: {
      title: 'Encuesta de grupos de carreras',
      purpose: 'Qué tipos de trabajo le interesan.',
      done: 'Actualizar respuestas',
      todo: 'Responder encuesta',
    },
    skillsSurvey: {
      title: 'Encuesta de habilidades',
      purpose: 'Cómo califica usted sus propias habilidades.',
      done: 'Volver a responder',
      todo: 'Volver a responder',
    },
    work: {
      title: 'Historial laboral',
      purpose: 'Los empleos que ha tenido: sus habilidades cuentan como evidencia.',
      done: 'Actualizar empleos',
      todo: 'Agregar empleo',
    },
    education: {
      title: 'Historial educativo',
      purpose: 'Su nivel de educación más alto.',
      done: 'Actualizar educación',
      todo: 'Agregar educación',
    },
  },
};
export default myCareer;
