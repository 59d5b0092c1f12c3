import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/clusters';

const clusters: Catalogue<typeof en> = {
  surveyTitle: 'Encuesta de grupos de carreras',
  updateTitle: 'Actualice su encuesta de grupos de carreras',
  intro:
    'Marque lo que le gusta hacer y lo que se parece a usted. Toma unos {{minutes}} minutos, y le mostraremos cuáles de los 16 grupos de carreras van mejor con usted.',
  stepLabel: 'Paso {{step}} de {{total}}',
  progress: 'Avance de la encuesta',
  ticked_one: '1 opción marcada hasta ahora',
  ticked_other: '{{count}} opciones marcadas hasta ahora',
  surveyFailed: 'Vuelva a responder o actualice la encuesta.',
  retakeSurvey: 'Volver a responder la encuesta',
  previous: 'Anterior',
  next: 'Siguiente',
  submit: 'Enviar',
  noOptionSelected: 'Elija al menos una actividad, cualidad o materia.',
  results: {
    title: 'Grupos de carreras',
    intro:
      'Los grupos de carreras reúnen empleos que piden intereses, fortalezas y estudios parecidos. La encuesta ' +
      'pregunta por las actividades que le gustan, cómo es usted y las materias escolares que prefiere, y ordena ' +
      'los 16 grupos según qué tan bien van con usted. Toma unos {{minutes}} minutos.',
    updateSurvey: 'Actualizar la encuesta',
    exploreTools: 'Explorar herramientas',
    signIn: 'Inicie sesión',
    signInToSave: ' para guardar grupos y conservar sus resultados en su perfil.',
    refresh: 'Actualizar',
    noSurveyTitle: 'Aún no ha respondido la encuesta de grupos de carreras.',
    noSurveyText: 'Respóndala ahora para ver qué grupos de carreras van mejor con usted.',
    takeSurvey: 'Responder la encuesta',
    top: 'Sus principales grupos de carreras',
    ranked: 'Todos los grupos de carreras, en orden',
    howRanking: 'Cómo se ordenan: ',
    scoringRule:
      'Cada actividad, cualidad y materia de la encuesta pertenece a un grupo de carreras. Un grupo suma un punto ' +
      'por cada una de sus opciones que usted marcó, y todas las opciones valen lo mismo. Los grupos se ordenan por ' +
      'puntaje. Con puntajes iguales, va primero el grupo con más actividades marcadas, luego el que tiene más ' +
      'cualidades; si siguen iguales, los grupos quedan en orden alfabético.',
    place: { '0': '1.º', '1': '2.º', '2': '3.º' },
    score: 'Puntaje {{score}} de {{max}}',
    kind: {
      activity: 'Actividades que eligió',
      quality: 'Cualidades que eligió',
      subject: 'Materias que eligió',
    },
    explain: {
      none: 'No eligió actividades, cualidades ni materias relacionadas con {{cluster}}.',
      some: 'Eligió {{list}} relacionadas con {{cluster}}.',
      activity_one: '{{count}} actividad',
      activity_other: '{{count}} actividades',
      quality_one: '{{count}} cualidad',
      quality_other: '{{count}} cualidades',
      subject_one: '{{count}} materia',
      subject_other: '{{count}} materias',
    },
    tie: {
      activities: 'Mismo puntaje que {{above}}, que va antes porque usted eligió más de sus actividades.',
      qualities: 'Mismo puntaje que {{above}}, que va antes porque usted eligió más de sus cualidades.',
      alphabetical: 'Mismo puntaje que {{above}}, que va antes en orden alfabético.',
    },
    viewOccupations: 'Ver ocupaciones',
    viewOccupationsIn: '{{action}} en {{cluster}}',
    saveCluster: 'Guardar grupo',
    clusterSaved: 'Grupo guardado',
    saveLabel: '{{action}}: {{cluster}}',
    interests: 'Sus intereses',
    surveyTaken: 'Encuesta respondida el {{date}}',
    viewOpportunities: 'Ver oportunidades en sus grupos de carreras',
    noSaved: 'Guarde un grupo desde sus resultados para encontrar aquí sus oportunidades.',
  },
};
export default clusters;
