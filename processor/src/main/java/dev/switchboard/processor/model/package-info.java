/**
 * What the stages hand each other: validated handlers and dispatcher declarations, resolved
 * routes, the model a dispatcher is written from, and how a generated class is named.
 *
 * <p>Takes nothing from other stages; gives immutable records, free of the compiler's element and
 * type objects.
 *
 * <p>May import, of the processor's packages: {@code api}.
 */
package dev.switchboard.processor.model;
