module.exports = require('../rspack.base.js').createRemoteConfig(__dirname);
