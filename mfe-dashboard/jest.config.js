module.exports = require('../jest.preset.js').browserProject(__dirname);
