// @sabai/booking-journey/testing: the API's branches and products for the apps' tests, one line each.
// An entry point of its own that only tests import (lint refuses it elsewhere), so no app bundle holds it.
export { aBranch, aProduct } from './journey-builders';
