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
};
export default clusters;
