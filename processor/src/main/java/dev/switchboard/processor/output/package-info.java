/**
 * Every file the processor reads or writes through the compiler's {@code Filer}: generated
 * sources, resources in the class output, class files on the class path; and the files of an earlier
 * build that a clean build would not have (a generated class's former nested classes, the output of
 * a dispatcher the module no longer declares), which it deletes where the {@code Filer} places them.
 *
 * <p>Takes names, text and originating elements; gives written files, readable {@code
 * FileObject}s, the classes a class file in the class output names nested in its class (its {@code
 * InnerClasses}), and whether a generated class's class files, nested ones included, are there. No
 * other package calls the {@code Filer}, so build tools see every file the processor writes.
 *
 * <p>May import no other package of the processor.
 */
package dev.switchboard.processor.output;
