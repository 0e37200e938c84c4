/**
 * Read by the processor at compile time, not used at run time: {@link
 * dev.switchboard.defaults.DefaultBindings} lists the bindings around every handler.
 */
package dev.switchboard.defaults;
