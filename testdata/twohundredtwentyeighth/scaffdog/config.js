export default {
  files: ['*'],
};
