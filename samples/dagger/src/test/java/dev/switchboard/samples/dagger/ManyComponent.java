package dev.switchboard.samples.dagger;

import dagger.Component;
import dagger.Module;
import dagger.Provides;
import dev.switchboard.samples.many.ManyHandlers;
import dev.switchboard.samples.many.SwitchboardManyEvents;
import jakarta.inject.Singleton;

/**
 * Dagger builds the dispatcher of 300 handler methods in 40 classes ({@code samples/containers}):
 * its constructor takes the 40 instances, with {@code @Inject}. The classes have no {@code @Inject}
 * constructor of their own (they are shared with a module without jakarta.inject), so a module
 * provides them.
 */
@Singleton
@Component(modules = ManyComponent.HandlerModule.class)
interface ManyComponent {
  SwitchboardManyEvents events();

  @Module
  interface HandlerModule {
    @Provides
    @Singleton
    static ManyHandlers.P0 p0() {
      return new ManyHandlers.P0();
    }

    @Provides
    @Singleton
    static ManyHandlers.P1 p1() {
      return new ManyHandlers.P1();
    }

    @Provides
    @Singleton
    static ManyHandlers.P2 p2() {
      return new ManyHandlers.P2();
    }

    @Provides
    @Singleton
    static ManyHandlers.P3 p3() {
      return new ManyHandlers.P3();
    }

    @Provides
    @Singleton
    static ManyHandlers.P4 p4() {
      return new ManyHandlers.P4();
    }

    @Provides
    @Singleton
    static ManyHandlers.P5 p5() {
      return new ManyHandlers.P5();
    }

    @Provides
    @Singleton
    static ManyHandlers.P6 p6() {
      return new ManyHandlers.P6();
    }

    @Provides
    @Singleton
    static ManyHandlers.P7 p7() {
      return new ManyHandlers.P7();
    }

    @Provides
    @Singleton
    static ManyHandlers.P8 p8() {
      return new ManyHandlers.P8();
    }

    @Provides
    @Singleton
    static ManyHandlers.P9 p9() {
      return new ManyHandlers.P9();
    }

    @Provides
    @Singleton
    static ManyHandlers.P10 p10() {
      return new ManyHandlers.P10();
    }

    @Provides
    @Singleton
    static ManyHandlers.P11 p11() {
      return new ManyHandlers.P11();
    }

    @Provides
    @Singleton
    static ManyHandlers.P12 p12() {
      return new ManyHandlers.P12();
    }

    @Provides
    @Singleton
    static ManyHandlers.P13 p13() {
      return new ManyHandlers.P13();
    }

    @Provides
    @Singleton
    static ManyHandlers.P14 p14() {
      return new ManyHandlers.P14();
    }

    @Provides
    @Singleton
    static ManyHandlers.P15 p15() {
      return new ManyHandlers.P15();
    }

    @Provides
    @Singleton
    static ManyHandlers.P16 p16() {
      return new ManyHandlers.P16();
    }

    @Provides
    @Singleton
    static ManyHandlers.P17 p17() {
      return new ManyHandlers.P17();
    }

    @Provides
    @Singleton
    static ManyHandlers.P18 p18() {
      return new ManyHandlers.P18();
    }

    @Provides
    @Singleton
    static ManyHandlers.P19 p19() {
      return new ManyHandlers.P19();
    }

    @Provides
    @Singleton
    static ManyHandlers.P20 p20() {
      return new ManyHandlers.P20();
    }

    @Provides
    @Singleton
    static ManyHandlers.P21 p21() {
      return new ManyHandlers.P21();
    }

    @Provides
    @Singleton
    static ManyHandlers.P22 p22() {
      return new ManyHandlers.P22();
    }

    @Provides
    @Singleton
    static ManyHandlers.P23 p23() {
      return new ManyHandlers.P23();
    }

    @Provides
    @Singleton
    static ManyHandlers.P24 p24() {
      return new ManyHandlers.P24();
    }

    @Provides
    @Singleton
    static ManyHandlers.P25 p25() {
      return new ManyHandlers.P25();
    }

    @Provides
    @Singleton
    static ManyHandlers.P26 p26() {
      return new ManyHandlers.P26();
    }

    @Provides
    @Singleton
    static ManyHandlers.P27 p27() {
      return new ManyHandlers.P27();
    }

    @Provides
    @Singleton
    static ManyHandlers.P28 p28() {
      return new ManyHandlers.P28();
    }

    @Provides
    @Singleton
    static ManyHandlers.P29 p29() {
      return new ManyHandlers.P29();
    }

    @Provides
    @Singleton
    static ManyHandlers.P30 p30() {
      return new ManyHandlers.P30();
    }

    @Provides
    @Singleton
    static ManyHandlers.P31 p31() {
      return new ManyHandlers.P31();
    }

    @Provides
    @Singleton
    static ManyHandlers.P32 p32() {
      return new ManyHandlers.P32();
    }

    @Provides
    @Singleton
    static ManyHandlers.P33 p33() {
      return new ManyHandlers.P33();
    }

    @Provides
    @Singleton
    static ManyHandlers.P34 p34() {
      return new ManyHandlers.P34();
    }

    @Provides
    @Singleton
    static ManyHandlers.P35 p35() {
      return new ManyHandlers.P35();
    }

    @Provides
    @Singleton
    static ManyHandlers.P36 p36() {
      return new ManyHandlers.P36();
    }

    @Provides
    @Singleton
    static ManyHandlers.P37 p37() {
      return new ManyHandlers.P37();
    }

    @Provides
    @Singleton
    static ManyHandlers.P38 p38() {
      return new ManyHandlers.P38();
    }

    @Provides
    @Singleton
    static ManyHandlers.P39 p39() {
      return new ManyHandlers.P39();
    }
  }
}
