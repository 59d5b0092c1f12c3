import type { Catalogue } from '../../platform/i18n/catalogue';
import type en from '../en/public-home';

const publicHome: Catalogue<typeof en> = {
  pageTitle: 'Bienvenido',
  heading: 'Planee su próximo paso con {{product}}',
  intro:
    'Explore carreras, encuentre capacitación y empleos, y reciba ayuda de su junta local de desarrollo laboral. Cree una cuenta gratuita para guardar sus resultados y trabajar con un asesor de carreras.',
  createAccount: 'Crear cuenta',
  signIn: 'Iniciar sesión',
  offersHeading: 'Lo que puede hacer aquí',
  accountNeeded: 'Necesita una cuenta gratuita.',
  staffQuestion: '¿Trabaja en la junta?',
  staffSignIn: 'Acceso para el personal',
  offers: {
    survey: {
      title: 'Encuesta de grupos de carreras',
      text: 'Responda algunas preguntas sobre lo que le gusta hacer y vea qué áreas profesionales van con sus intereses. No necesita una cuenta.',
      action: 'Responder la encuesta',
    },
    jobBoard: {
      title: 'Bolsa de trabajo',
      text: 'Vea empleos disponibles de empleadores de la zona, con el salario, el horario y cómo solicitar.',
      action: 'Ver empleos',
    },
    careers: {
      title: 'Explorar carreras',
      text: 'Busque ocupaciones con su salario, educación y perspectivas típicas, y guarde las que le interesen.',
      action: 'Explorar carreras',
    },
    programs: {
      title: 'Programas de educación y capacitación',
      text: 'Encuentre programas de capacitación y escuelas cerca de usted, con sus costos y duración.',
      action: 'Buscar programas',
    },
    resources: {
      title: 'Buscador de recursos 211',
      text: 'Encuentre ayuda con comida, vivienda, cuidado infantil, transporte y más en servicios comunitarios cerca de usted.',
      action: 'Buscar recursos',
    },
  },
};
export default publicHome;
