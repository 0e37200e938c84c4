/**
 * The canonical names of Switchboard's annotations and runtime types, and where libraries' handler
 * indexes are found.
 *
 * <p>Takes nothing; gives names as strings, since the processor runs without the annotations and
 * the runtime on its class path.
 *
 * <p>May import no other package of the processor.
 */
package dev.switchboard.processor.api;
