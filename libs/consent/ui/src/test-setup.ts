// Cleanup after each test and the jsdom dialog stand-in, shared by every UI library.
import '@bet/ui/test-setup';
