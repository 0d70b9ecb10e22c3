/** The network of a signed-in teacher who teaches Math in 5A and 7C and is class teacher of 7B. */
export const TEACHER_OF_7B = {
  'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'T0001', user_type: '2' } },
  'GET /api/teaching/me': {
    body: {
      subjects: [
        { class: 5, section: 'A', subject: 'Math' },
        { class: 7, section: 'C', subject: 'Math' },
      ],
      class_teacher: { class: 7, section: 'B' },
    },
  },
};
